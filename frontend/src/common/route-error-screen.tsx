import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./full-screen-loading.module.css";

function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className={`${styles.screen} ${styles.error}`}>
      <h1>{t("app.somethingWentWrong")}</h1>
      <p>{t("app.pageFailed")}</p>
      <button type="button" className="plain-button" onClick={() => window.location.reload()}>
        {t("app.reload")}
      </button>
    </main>
  );
}

/**
 * Catches a page that failed to load or render (offline, a new deployment replaced the chunks)
 * and offers a reload. Navigating elsewhere (a new `resetKey`) clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}
