// Creates a resume from a template (cv/new); code 5 shows the server message and goes to /payment (SPEC 8), which
// remembers the page and, unless told otherwise, the template: after paying, one click creates it.
import { useCallback } from 'react';
import { reportFailure } from '../api/outcomes';
import { useCreateResumeMutation } from '../api/resume-api';
import { useAppDispatch } from '../store-hooks';

export interface CreateOptions {
  /** After paying: 'create' continues with this template (the gallery); 'return' only goes back (the AI form). */
  afterPayment?: 'create' | 'return';
}

export function useCreateResume(): {
  create: (template: string, options?: CreateOptions) => Promise<string | null>;
  creating: boolean;
} {
  const [createResume, { isLoading }] = useCreateResumeMutation();
  const dispatch = useAppDispatch();

  const create = useCallback(
    async (template: string, { afterPayment = 'create' }: CreateOptions = {}) => {
      const result = await createResume({ template });
      if (!result.error) return result.data.cid;
      dispatch(reportFailure('cvNew', result.error, afterPayment === 'create' ? { create: template } : {}));
      return null;
    },
    [createResume, dispatch],
  );

  return { create, creating: isLoading };
}
