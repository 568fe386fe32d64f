// 简历诊断: a score 0-100 and findings for the resume being edited, computed in the browser (deterministic,
// offline); each finding has 定位 (focus its field) and, where safe, a one-click fix made of normal edits.
import { useMemo } from 'react';
import { Button, Drawer, Empty, Progress, Tag } from 'antd';
import { AimOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { diagnose } from '@/lib/writing-help/diagnosis/diagnose';
import type { Level, Severity } from '@/lib/writing-help/diagnosis/types';
import { useAppDispatch } from '@/lib/store-hooks';
import { useHelpDrawer, type HelpDrawerProps } from './use-help-drawer';
import { applyFix } from './writing-help-actions';
import styles from './writing-help.module.css';

const SEVERITY: Record<Severity, { label: string; color: string }> = {
  error: { label: '问题', color: 'red' },
  warning: { label: '注意', color: 'orange' },
  suggestion: { label: '建议', color: 'blue' },
};
const LEVEL: Record<Level, string> = {
  campus: '按校招简历诊断',
  intern: '按实习简历诊断',
  experienced: '按社招简历诊断',
  unknown: '',
};

export function DiagnosisDrawer(props: HelpDrawerProps) {
  const dispatch = useAppDispatch();
  const { doc, drawerProps, goTo } = useHelpDrawer(props, 480);
  const result = useMemo(() => (props.open ? diagnose(doc) : null), [props.open, doc]);

  return (
    <Drawer title="简历诊断" {...drawerProps} destroyOnHidden>
      {result && (
        <>
          <div className={styles.score} data-testid="diagnosis-score">
            <Progress
              type="circle"
              size={88}
              percent={result.score}
              format={(p) => `${p}分`}
              status={result.score >= 85 ? 'success' : 'normal'}
              aria-hidden
            />
            <div>
              <div className={styles.scoreText} role="status">
                得分 {result.score} / 100
              </div>
              <div className={styles.muted}>
                {[LEVEL[result.level], `约 ${result.pages} 页`, `${result.findings.length} 项待改进`]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </div>
          </div>
          {result.findings.length === 0 ? (
            <Empty
              image={<CheckCircleOutlined aria-hidden className={styles.allGood} />}
              description="没有发现问题，可以投递了"
            />
          ) : (
            <ul className={styles.list} aria-label="诊断结果">
              {result.findings.map((f, i) => (
                <li key={`${f.check}-${i}`} className={styles.item} data-check={f.check}>
                  <div className={styles.itemHead}>
                    <Tag color={SEVERITY[f.severity].color}>{SEVERITY[f.severity].label}</Tag>
                    <span className={styles.where}>{f.where}</span>
                  </div>
                  <p className={styles.message}>{f.message}</p>
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      icon={<AimOutlined aria-hidden />}
                      onClick={() => goTo(f.target)}
                      aria-label={`定位：${f.where}`}
                    >
                      定位
                    </Button>
                    {f.fix && (
                      <Button size="small" type="primary" ghost onClick={() => dispatch(applyFix(f.fix!))}>
                        {f.fix.label}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Drawer>
  );
}
