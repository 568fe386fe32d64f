/**
 * The AI creation flow (SPEC 4): create a resume if there is none yet (code 5 -> payment), save the
 * personal info (name, wish, exps), generate content, then go to /my-resumes and on to /edit/{cid}.
 * A failed step can be retried without redoing the steps before it.
 */
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ExpsLevel } from '@cv/contract';
import { emptyPersonal } from '@cv/contract/new-resume';
import { toApiError } from '@/lib/api/base-query';
import { useSavePersonalMutation } from '@/lib/api/resume-api';
import { useCreateResume } from '@/lib/hooks/use-create-resume';
import { useGenerateContentMutation } from '@/lib/api/resume-api';

export interface AiForm {
  name: string;
  wish: string;
  exps: ExpsLevel;
}

export type StepIndex = 0 | 1 | 2 | 3;
export interface FlowState {
  running: boolean;
  /** The step in progress (or the failed one); 3 = done. */
  step: StepIndex;
  error: string | null;
}

export function useAiCreation(template: string | undefined) {
  const navigate = useNavigate();
  const { create } = useCreateResume();
  const [savePersonal] = useSavePersonalMutation();
  const [generate] = useGenerateContentMutation();
  const [state, setState] = useState<FlowState>({ running: false, step: 0, error: null });
  // The resume created by an earlier attempt (reused on retry) and the info already saved into it.
  const created = useRef<{ cid: string; saved: string | null } | null>(null);

  const run = useCallback(
    async (form: AiForm) => {
      const fail = (step: StepIndex, error: string) => setState({ running: false, step, error });
      setState({ running: true, step: 0, error: null });
      if (!created.current) {
        if (!template) return fail(0, '模板列表尚未加载，请稍后重试');
        const cid = await create(template, { afterPayment: 'return' }); // after paying: back to this form
        if (!cid) return fail(0, '创建简历失败');
        created.current = { cid, saved: null };
      }
      const { cid } = created.current;
      const formKey = JSON.stringify(form);
      if (created.current.saved !== formKey) {
        setState({ running: true, step: 1, error: null });
        const saved = await savePersonal({ ...emptyPersonal(cid), name: form.name, wish: form.wish, exps: form.exps });
        if (saved.error) return fail(1, toApiError(saved.error).msg);
        created.current.saved = formKey;
      }
      setState({ running: true, step: 2, error: null });
      const generated = await generate({ cid });
      if (generated.error) return fail(2, toApiError(generated.error).msg);
      setState({ running: false, step: 3, error: null });
      created.current = null;
      await navigate('/my-resumes');
      await navigate(`/edit/${cid}`);
    },
    [create, generate, navigate, savePersonal, template],
  );

  return { state, run };
}
