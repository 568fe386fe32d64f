// /ai: name, target position (with tips) and experience level; then the AI creation steps with progress.
import { App, Button, Form, Input, Radio, Steps } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { EXPS_LEVELS } from '@cv/contract/constants';
import { PERSONAL_FIELD_MAX } from '@cv/contract/module-fields';
import { PositionInput } from '@/components/position-input';
import { useTemplatePagesInfiniteQuery } from '@/lib/api/template-api';
import { useRequireLogin } from '@/lib/hooks/use-require-login';
import { useAiCreation, type AiForm } from './use-ai-creation';
import styles from './ai-page.module.css';

const STEP_TITLES = ['创建简历', '保存个人信息', 'AI 生成内容', '完成'];

export function AiPage() {
  const [form] = Form.useForm<AiForm>();
  const { message } = App.useApp();
  const requireLogin = useRequireLogin();
  const templates = useTemplatePagesInfiniteQuery({ kind: 'template', tags: [] });
  const template = templates.data?.pages[0]?.templates[0];
  const { state, run } = useAiCreation(template?.id);
  const started = state.running || state.error !== null || state.step === 3;

  const submit = async (values: AiForm) => {
    if (!requireLogin()) return;
    await run({ name: values.name.trim(), wish: values.wish.trim(), exps: values.exps });
  };
  const stepStatus = (index: number) => {
    if (index < state.step || state.step === 3) return 'finish' as const;
    if (index > state.step) return 'wait' as const;
    return state.error ? ('error' as const) : ('process' as const);
  };

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>
          <RobotOutlined aria-hidden /> AI生成简历
        </h1>
        <p className={styles.subtitle}>
          告诉我们你是谁、想做什么，AI 为你写好教育、工作、项目与技能等内容，生成后可随时修改。
        </p>
      </div>
      <div className={styles.panel}>
        <Form<AiForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={state.running}
          initialValues={{ name: '', wish: '', exps: EXPS_LEVELS[0] }}
          onFinish={(values) => void submit(values)}
          onFinishFailed={() => void message.warning('请先完善表单')}
        >
          <Form.Item label="姓名" name="name" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
            <Input placeholder="如：张三" maxLength={PERSONAL_FIELD_MAX.name} autoComplete="name" />
          </Form.Item>
          <Form.Item
            label="求职意向"
            name="wish"
            rules={[{ required: true, whitespace: true, message: '请输入求职意向（目标职位）' }]}
          >
            <PositionInput />
          </Form.Item>
          <Form.Item label="工作经验" name="exps" rules={[{ required: true, message: '请选择工作经验' }]}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={EXPS_LEVELS.map((level) => ({ value: level, label: level }))}
            />
          </Form.Item>
          {/* Not before the template list has answered: a click then would fail at once (模板列表尚未加载). */}
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={state.running}
            disabled={templates.isLoading}
          >
            {state.error ? '重试' : '开始生成'}
          </Button>
        </Form>
        {started && (
          <div className={styles.progress} aria-live="polite">
            <Steps
              orientation="vertical"
              size="small"
              current={state.step}
              items={STEP_TITLES.map((title, index) => ({
                title,
                status: stepStatus(index),
                content: index === state.step && state.error ? state.error : undefined,
              }))}
            />
          </div>
        )}
      </div>
    </div>
  );
}
