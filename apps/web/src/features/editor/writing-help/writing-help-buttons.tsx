// The toolbar's 简历诊断 and 岗位匹配 buttons with their drawers.
import { useState } from 'react';
import { Button } from 'antd';
import { FileSearchOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { DiagnosisDrawer } from './diagnosis-drawer';
import { JobMatchDrawer } from './job-match-drawer';

interface Props {
  ready: boolean;
  /** Shows the editing pane (on a phone the preview may be showing) before 定位 focuses a field. */
  onShowEditor?: () => void;
}

export function WritingHelpButtons({ ready, onShowEditor }: Props) {
  const [open, setOpen] = useState<'diagnosis' | 'match' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button icon={<MedicineBoxOutlined aria-hidden />} onClick={() => setOpen('diagnosis')} disabled={!ready}>
        简历诊断
      </Button>
      <Button icon={<FileSearchOutlined aria-hidden />} onClick={() => setOpen('match')} disabled={!ready}>
        岗位匹配
      </Button>
      <DiagnosisDrawer open={open === 'diagnosis'} onClose={close} onLocate={onShowEditor} />
      <JobMatchDrawer open={open === 'match'} onClose={close} onLocate={onShowEditor} />
    </>
  );
}
