// The toolbar's 简历诊断 and 岗位匹配: their buttons (wide screens) and their drawers. On a phone the toolbar's 更多
// menu opens the same drawers (editor-toolbar.tsx), so the state lives with the toolbar.
import { Button } from 'antd';
import { FileSearchOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { DiagnosisDrawer } from './diagnosis-drawer';
import { JobMatchDrawer } from './job-match-drawer';

export type WritingHelp = 'diagnosis' | 'match';

export function WritingHelpButtons({ ready, onOpen }: { ready: boolean; onOpen: (which: WritingHelp) => void }) {
  return (
    <>
      <Button icon={<MedicineBoxOutlined aria-hidden />} onClick={() => onOpen('diagnosis')} disabled={!ready}>
        简历诊断
      </Button>
      <Button icon={<FileSearchOutlined aria-hidden />} onClick={() => onOpen('match')} disabled={!ready}>
        岗位匹配
      </Button>
    </>
  );
}

interface DrawersProps {
  open: WritingHelp | null;
  onClose: () => void;
  /** Shows the editing pane (on a phone the preview may be showing) before 定位 focuses a field. */
  onShowEditor?: () => void;
  /** A job description 岗位匹配 starts with (a copy made for a job, issue 36). */
  jobText?: string;
}

export function WritingHelpDrawers({ open, onClose, onShowEditor, jobText }: DrawersProps) {
  return (
    <>
      <DiagnosisDrawer open={open === 'diagnosis'} onClose={onClose} onLocate={onShowEditor} />
      <JobMatchDrawer open={open === 'match'} onClose={onClose} onLocate={onShowEditor} initialText={jobText} />
    </>
  );
}
