// SPEC 1: the label of the home page's main button derives from the server's button text.
import {
  BUTTON_LABEL_AI,
  BUTTON_LABEL_MY_RESUMES,
  BUTTON_TEXT_CREATE,
  BUTTON_TEXT_PERSONAL,
} from '@cv/contract/constants';

export interface MainButton {
  label: string;
  to: string | null;
}

export function mainButtonFor(text: string | undefined): MainButton {
  if (text?.includes(BUTTON_TEXT_CREATE)) return { label: BUTTON_LABEL_AI, to: '/ai' };
  if (text?.includes(BUTTON_TEXT_PERSONAL)) return { label: BUTTON_LABEL_MY_RESUMES, to: '/my-resumes' };
  return { label: '', to: null };
}
