// A template seen large before anything is spent: its picture, name and tags, how many free creations are left, and
// 使用此模板创建 (cv/new only on that click). Closing returns focus to the card that opened it (antd's Modal).
import { Button, Modal, Tag } from 'antd';
import { templateIdOf } from '@cv/contract/constants';
import { THUMB_HEIGHT, THUMB_WIDTH } from '@/components/template-gallery/template-card';
import type { TemplateItem } from '@/lib/api/template-api';
import { useGetUserQuery } from '@/lib/api/user-api';
import { creationCostText } from '@/lib/quota';
import { serverUrl } from '@/lib/server-url';
import { selectHasToken } from '@/lib/session-slice';
import { useAppSelector } from '@/lib/store-hooks';
import styles from './templates-page.module.css';

interface Props {
  item: TemplateItem | null;
  creating: boolean;
  onCreate: (item: TemplateItem) => void;
  onClose: () => void;
}

function CostLine() {
  const hasToken = useAppSelector(selectHasToken);
  const user = useGetUserQuery(undefined, { skip: !hasToken });
  const text = !hasToken ? '登录后创建：新用户可免费创建 3 份简历' : user.data ? creationCostText(user.data) : '\u00a0';
  return (
    <p className={styles.cost} data-testid="creation-cost">
      {text}
    </p>
  );
}

export function TemplatePreviewDialog({ item, creating, onCreate, onClose }: Props) {
  return (
    <Modal
      open={item !== null}
      title={item ? `预览模板：${item.name}` : '预览模板'}
      onCancel={onClose}
      width={560}
      centered
      destroyOnHidden
      footer={
        item && [
          <Button key="cancel" onClick={onClose} disabled={creating}>
            再看看
          </Button>,
          <Button key="create" type="primary" loading={creating} onClick={() => onCreate(item)}>
            使用此模板创建
          </Button>,
        ]
      }
    >
      {item && (
        <div className={styles.preview}>
          <img
            className={styles.previewImage}
            src={serverUrl(item.thumbnail)}
            alt={`${item.name}（示例内容）`}
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
          />
          <div className={styles.previewTags}>
            {item.tags.map((tag) => (
              <Tag key={tag} variant="filled">
                {tag}
              </Tag>
            ))}
          </div>
          <p className={styles.previewNote}>
            图中为示例内容
            {item.thumbnail.includes(templateIdOf(item.layout, item.color)) ? '' : '（设计的默认配色）'}
            ；创建后填入你自己的信息，模板和配色随时可以在编辑器里更换。
          </p>
          <CostLine />
        </div>
      )}
    </Modal>
  );
}
