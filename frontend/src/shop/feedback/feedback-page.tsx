import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AntdTheme } from "../../common/antd-theme";
import { PageTitle } from "../../common/page-title";
import { feedbackChatUrl, type FeedbackValues } from "./feedback-message";
import styles from "./feedback-page.module.css";

const TITLE_MAX = 120;
const DESCRIPTION_MAX = 1500;

/**
 * /shop/feedback: 'Share Your Feedback'. Submit opens a WhatsApp chat with the company, the
 * message filled in, then clears the form; nothing goes to our server (docs/architecture.md#screens, #forms).
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackValues>();
  // A blocked pop-up keeps the text and offers the link instead, so nothing typed is lost.
  const [outcome, setOutcome] = useState<{ opened: true } | { opened: false; url: string } | null>(null);

  const onFinish = (values: FeedbackValues) => {
    const url = feedbackChatUrl(values, {
      intro: t("feedback.messageIntro"),
      titleLabel: t("feedback.messageTitle"),
      descriptionLabel: t("feedback.messageDescription"),
    });
    const chat = window.open(url, "_blank");
    if (!chat) {
      setOutcome({ opened: false, url });
      return;
    }
    chat.opener = null;
    form.resetFields();
    setOutcome({ opened: true });
  };

  return (
    <AntdTheme>
      <PageTitle page={t("feedback.pageTitle")} />
      <div className={styles.page}>
        <div className={styles.card}>
          <h1 className={styles.title}>{t("feedback.title")}</h1>
          <p className={styles.intro}>{t("feedback.intro")}</p>
          <Form<FeedbackValues>
            form={form}
            name="feedback"
            layout="vertical"
            requiredMark={false}
            onFinish={onFinish}
            onValuesChange={() => setOutcome(null)}
          >
            <Form.Item
              label={t("feedback.queryTitle")}
              name="title"
              rules={[{ required: true, whitespace: true, message: t("feedback.queryTitleRequired") }]}
            >
              <Input maxLength={TITLE_MAX} />
            </Form.Item>
            <Form.Item
              label={t("feedback.description")}
              name="description"
              rules={[{ required: true, whitespace: true, message: t("feedback.descriptionRequired") }]}
            >
              <Input.TextArea rows={5} maxLength={DESCRIPTION_MAX} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block>
              {t("feedback.submit")}
            </Button>
          </Form>
          <div aria-live="polite" className={styles.outcome}>
            {outcome?.opened === true && <p>{t("feedback.opened")}</p>}
            {outcome?.opened === false && (
              <p>
                {t("feedback.blocked")}{" "}
                <a href={outcome.url} target="_blank" rel="noopener noreferrer">
                  {t("feedback.openChat")}
                  <span className="sr-only"> {t("app.opensInNewTab")}</span>
                </a>
              </p>
            )}
          </div>
        </div>
      </div>
    </AntdTheme>
  );
}
