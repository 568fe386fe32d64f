// Home: the resume counter and the main button (AI生成简历 / 我的简历 / nothing) of SPEC 1. No antd here: the
// first screen of / loads none of it (components/antd-root.tsx).
import { RightOutlined, RobotOutlined, FileSearchOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { LAYOUTS, TEMPLATE_COLORS } from '@cv/contract/constants';
import { PlainButton } from '@/components/plain-button';
import { useIndexButtonQuery, useResumeCounterQuery } from '../api/home-api';
import { mainButtonFor } from './main-button';
import styles from './home-page.module.css';

// Every design is a template of the gallery, in every one of the template colours: the figures are the catalogue's.
const FEATURES = [
  {
    icon: <FileSearchOutlined aria-hidden />,
    title: `${LAYOUTS.length} 款简历设计`,
    text: `单栏与双栏、证件照与无照片、宋体与黑体，每款 ${TEMPLATE_COLORS.length} 种配色，校招、社招都有合适的一款。`,
  },
  {
    icon: <RobotOutlined aria-hidden />,
    title: 'AI 生成内容',
    text: '填写姓名与求职意向，AI 帮你写出专业的经历描述。',
  },
  { icon: <DownloadOutlined aria-hidden />, title: '一键下载 PDF', text: '所见即所得的排版，下载即可投递。' },
];

export function HomePage() {
  const navigate = useNavigate();
  const counter = useResumeCounterQuery();
  const button = useIndexButtonQuery();
  const main = mainButtonFor(button.data);

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.title}>三分钟做一份好简历</h1>
        <p className={styles.subtitle}>扫码登录，挑选模板，AI 帮你写内容，一键下载 PDF。</p>
        <p className={styles.counter} aria-live="polite" data-testid="resume-counter">
          {counter.isLoading ? (
            <span className={styles.placeholder} aria-label="简历计数加载中" />
          ) : counter.isError ? (
            '简历计数暂时无法获取'
          ) : (
            <>
              已有 <strong className={styles.count}>{(counter.data ?? 0).toLocaleString('zh-CN')}</strong>{' '}
              份简历在这里诞生
            </>
          )}
        </p>
        <div className={styles.actions}>
          {button.isLoading ? (
            <span className={`${styles.placeholder} ${styles.buttonPlaceholder}`} aria-label="加载中" />
          ) : (
            main.to && (
              <PlainButton
                variant="primary"
                size="large"
                onClick={() => void navigate(main.to ?? '/')}
                data-testid="main-button"
              >
                {main.label}
                <RightOutlined aria-hidden />
              </PlainButton>
            )
          )}
          <Link to="/resume-templates" className={styles.secondary}>
            浏览简历模板
          </Link>
        </div>
      </section>
      <section className={styles.features} aria-label="产品特点">
        {FEATURES.map((f) => (
          <div key={f.title} className={styles.feature}>
            <div className={styles.featureIcon} aria-hidden>
              {f.icon}
            </div>
            <h2 className={styles.featureTitle}>{f.title}</h2>
            <p className={styles.featureText}>{f.text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
