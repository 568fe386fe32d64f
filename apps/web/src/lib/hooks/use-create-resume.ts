// Creates a resume from a template (cv/new); code 5 shows the server message and goes to /payment (SPEC 8).
import { useCallback } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { Code } from '@cv/contract/codes';
import { toApiError } from '../api/base-query';
import { useCreateResumeMutation } from '../api/resume-api';

export function useCreateResume(): { create: (template: string) => Promise<string | null>; creating: boolean } {
  const [createResume, { isLoading }] = useCreateResumeMutation();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const create = useCallback(
    async (template: string) => {
      const result = await createResume({ template });
      if (!result.error) return result.data.cid;
      const { code, msg } = toApiError(result.error);
      if (code === Code.QUOTA_EXHAUSTED) {
        void message.warning(msg);
        void navigate('/payment');
      } else if (code !== Code.UNAUTHORIZED) {
        void message.error(msg);
      }
      return null;
    },
    [createResume, message, navigate],
  );

  return { create, creating: isLoading };
}
