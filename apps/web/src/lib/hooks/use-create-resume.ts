// Creates a resume from a template (cv/new); code 5 shows the server message and goes to /payment (SPEC 8).
import { useCallback } from 'react';
import { reportFailure } from '../api/outcomes';
import { useCreateResumeMutation } from '../api/resume-api';
import { useAppDispatch } from '../store-hooks';

export function useCreateResume(): { create: (template: string) => Promise<string | null>; creating: boolean } {
  const [createResume, { isLoading }] = useCreateResumeMutation();
  const dispatch = useAppDispatch();

  const create = useCallback(
    async (template: string) => {
      const result = await createResume({ template });
      if (!result.error) return result.data.cid;
      dispatch(reportFailure('cvNew', result.error));
      return null;
    },
    [createResume, dispatch],
  );

  return { create, creating: isLoading };
}
