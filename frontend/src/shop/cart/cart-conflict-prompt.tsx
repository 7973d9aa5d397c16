import { Modal } from "antd";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { AntdTheme } from "../../common/antd-theme";

export interface ConflictPromptTexts {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

function ConflictPrompt({ texts, onAnswer }: { texts: ConflictPromptTexts; onAnswer: (replace: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const [answer, setAnswer] = useState(false);
  const close = (replace: boolean) => {
    setAnswer(replace);
    setOpen(false);
  };
  return (
    <AntdTheme>
      <Modal
        open={open}
        title={texts.title}
        okText={texts.okText}
        cancelText={texts.cancelText}
        onOk={() => close(true)}
        onCancel={() => close(false)}
        afterClose={() => onAnswer(answer)}
        centered
        width={420}
      >
        <p>{texts.content}</p>
      </Modal>
    </AntdTheme>
  );
}

/**
 * Asks whether to empty the cart for an item of another restaurant; true = start a new cart.
 * It renders into a root of its own so the add-to-cart hook works on pages that have no antd
 * (menu, search): this module, and antd with it, is imported only when the conflict happens.
 */
export function askToReplaceCart(texts: ConflictPromptTexts): Promise<boolean> {
  const host = document.createElement("div");
  document.body.appendChild(host);
  const root = createRoot(host);
  const focusBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return new Promise((resolve) => {
    root.render(
      <ConflictPrompt
        texts={texts}
        onAnswer={(replace) => {
          // Unmount after this render pass, then give focus back to the button that was clicked.
          queueMicrotask(() => {
            root.unmount();
            host.remove();
            focusBefore?.focus();
          });
          resolve(replace);
        }}
      />,
    );
  });
}
