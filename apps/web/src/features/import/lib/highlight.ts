// Which places of the original the review highlights: those of the field that has focus or is under the pointer
// (focus wins while the pointer is elsewhere). The original view draws them; the fields set them.
import { createContext, useContext } from 'react';
import type { SourceRef } from '@/lib/resume-import/model';

export interface Highlight {
  refs: SourceRef[];
  /** A counter bumped on focus: the original scrolls the first place into view then (not on hover). */
  focusTick: number;
}

export interface HighlightApi {
  focus: (refs: SourceRef[]) => void;
  hover: (refs: SourceRef[] | null) => void;
  blur: () => void;
}

export const HighlightContext = createContext<HighlightApi>({ focus: () => {}, hover: () => {}, blur: () => {} });

export const useHighlight = () => useContext(HighlightContext);
