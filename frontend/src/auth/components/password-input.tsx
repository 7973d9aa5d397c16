import { EyeInvisibleOutlined, EyeOutlined } from "@ant-design/icons";
import { Input, type InputProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./auth-screen.module.css";

/**
 * A password field with a real show/hide button (keyboard-reachable, named, with its pressed
 * state), which antd's Input.Password icon is not.
 */
export function PasswordInput(props: Omit<InputProps, "type" | "suffix">) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? "text" : "password"}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          aria-label={t("auth.showPassword")}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
        </button>
      }
    />
  );
}
