// 生成英文版 from a resume card and from the editor (issue 42): says what it does and what it costs, makes the English
// version (lib/english-copy), and opens it; its first entry in 历史版本 says which resume it was made from.
import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { makeEnglishCopy } from '../english-copy/make-english-copy';
import type { OpenedWithSnapshot } from '../navigation';
import { useGetUserQuery } from '../api/user-api';
import { selectHasToken } from '../session-slice';
import { useAppDispatch, useAppSelector } from '../store-hooks';

const ENGLISH_COPY_NOTE =
  '将复制这份简历，换成同一设计的英文模板（使用 1 次创建次数，原简历不变）。模块名称、学历、掌握程度、工作年限和日期会用英文显示；' +
  '你写的内容不做机器翻译，仍是中文的地方会标注「待翻译」，请自己改写成英文。两份简历在「我的简历」里用「中 / EN」互相切换。';

export function useEnglishCopy(): {
  /** Asks, then makes the English version of `cid` (`title`: how the history names the original). */
  start: (cid: string, title: string, beforeCopy?: () => Promise<unknown>) => void;
  /** The resume whose English version is being made. */
  making: string | null;
  ready: boolean;
} {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const hasToken = useAppSelector(selectHasToken);
  const user = useGetUserQuery(undefined, { skip: !hasToken }).data;
  const [making, setMaking] = useState<string | null>(null);

  const make = async (cid: string, title: string, beforeCopy?: () => Promise<unknown>) => {
    if (!user) return;
    setMaking(cid);
    try {
      await beforeCopy?.();
      const copy = await dispatch(makeEnglishCopy(user.id, cid));
      if (!copy) return;
      void message.success(
        copy.untranslated > 0
          ? `已生成英文版：还有 ${copy.untranslated} 处中文待翻译，已在编辑器中标出`
          : '已生成英文版',
      );
      const state: OpenedWithSnapshot = { snapshot: { cause: 'copy', name: `由《${title}》生成英文版` } };
      void navigate(`/edit/${copy.cid}`, { state });
    } finally {
      setMaking(null);
    }
  };

  const start = (cid: string, title: string, beforeCopy?: () => Promise<unknown>) => {
    modal.confirm({
      title: `生成英文版：${title}`,
      content: ENGLISH_COPY_NOTE,
      okText: '生成并打开',
      cancelText: '取消',
      onOk: () => make(cid, title, beforeCopy),
    });
  };

  return { start, making, ready: !!user };
}
