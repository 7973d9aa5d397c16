import ReloadOutlined from "@ant-design/icons/ReloadOutlined";
import { Alert, Button } from "antd";

/** A list or page that could not be loaded: what failed, and a button to ask again (antd pages). */
export function RetryAlert({
  title,
  retryLabel,
  onRetry,
  className,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      className={className}
      title={title}
      action={
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
