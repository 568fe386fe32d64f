// 复制 for another job (issue 36), from a resume card and from the editor: asks what the copy is for (a company and a
// position, both optional), makes the copy through cv/new and the save routes (same quota as creating: code 5 goes
// to /payment), names it after the job (its 求职意向 becomes the position, with the company), and opens it; a pasted
// job description opens 岗位匹配 on the copy right away. Loaded on first use (lazy) wherever it is offered.
import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PERSONAL_FIELD_MAX } from '@cv/contract/module-fields';
import { createFromPlan, fetchResume, planOf } from '@/lib/resume-io/resume-io';
import { useAppDispatch } from '@/lib/store-hooks';
import type { OpenedWithSnapshot } from '@/lib/navigation';

/** What the editor reads from the location's state to open 岗位匹配 with a job description. */
export interface JobMatchState {
  jobMatch: string;
}

interface Props {
  cid: string;
  open: boolean;
  onClose: () => void;
  /** Called before the resume is read (the editor sends its unsaved edits first). */
  beforeCopy?: () => Promise<unknown>;
}

/** The copy's 求职意向: the position (else the current one) and the company, within the field's limit. */
export function wishForJob(current: string, company: string, position: string): string {
  const wish = [position.trim() || current.trim(), company.trim()].filter(Boolean).join(' · ');
  return wish.slice(0, PERSONAL_FIELD_MAX.wish);
}

export default function CopyForJobDialog({ cid, open, onClose, beforeCopy }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ company: string; position: string; jd: string }>();
  const [busy, setBusy] = useState(false);

  const onOk = async () => {
    const { company = '', position = '', jd = '' } = form.getFieldsValue();
    setBusy(true);
    try {
      await beforeCopy?.();
      const resume = await dispatch(fetchResume(cid));
      if (!resume) return;
      const plan = planOf(resume);
      plan.personal.wish = wishForJob(plan.personal.wish, company, position);
      const copy = await dispatch(createFromPlan(plan));
      if (!copy) return;
      const job = [company.trim(), position.trim()].filter(Boolean).join(' ');
      void message.success(job ? `已复制为投递「${job}」的新简历` : '已复制为新简历');
      form.resetFields();
      onClose();
      // The copy's first version names the job it went to (投递字节跳动 前端开发工程师).
      const snapshot: OpenedWithSnapshot['snapshot'] = job ? { cause: 'copy', name: `投递${job}` } : { cause: 'copy' };
      const state: Partial<JobMatchState> & OpenedWithSnapshot = {
        snapshot,
        ...(jd.trim() ? { jobMatch: jd.trim() } : {}),
      };
      void navigate(`/edit/${copy}`, { state });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="复制简历"
      open={open}
      onCancel={onClose}
      onOk={() => void onOk()}
      okText="复制并打开"
      cancelText="取消"
      confirmLoading={busy}
      destroyOnHidden
    >
      <p>这份复制是为哪个岗位准备的？都可以不填。复制会使用 1 次创建次数，原简历不受影响。</p>
      <Form form={form} layout="vertical" onFinish={() => void onOk()}>
        <Form.Item label="公司" name="company">
          <Input maxLength={30} placeholder="如：字节跳动" autoComplete="organization" />
        </Form.Item>
        <Form.Item label="岗位" name="position" extra="复制后的求职意向会改成这个岗位（和公司）">
          <Input maxLength={30} placeholder="如：前端开发工程师" autoComplete="organization-title" />
        </Form.Item>
        <Form.Item label="职位描述（可选）" name="jd" extra="粘贴后，复制完成会立即打开岗位匹配">
          <Input.TextArea rows={4} placeholder="粘贴招聘页上的职位描述" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
