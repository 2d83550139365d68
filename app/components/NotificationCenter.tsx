import { useI18n } from "../i18n/context";
import { useEffect } from "react";
import { NotificationStore, useNotificationList } from "../state/notifications";
import { useNotifications } from "../state/notifications-context";
import { queryNotice, withoutNoticeParams } from "../state/query-notice";

/** Notices dismissed after the timeout unless persistent; announced politely. */
export function NotificationCenter() {
  const store = useNotifications().open(NotificationStore);
  const list = useNotificationList(store);
  // Notices rendered on the server dismiss themselves from when the page is interactive.
  useEffect(() => store.startTimers(), [store]);
  const { t } = useI18n();
  // A notice named in the address, shown once; its parameters leave the address
  // without a navigation (the page on screen stays as it is; history's state is the router's and is kept).
  useEffect(() => {
    const cleaned = withoutNoticeParams(window.location.href);
    if (cleaned === null) return;
    const notice = queryNotice(new URLSearchParams(window.location.search));
    if (notice && t(notice.key) !== notice.key) store.push({ type: notice.type, message: notice.key, translate: true });
    window.history.replaceState(window.history.state, "", cleaned);
  }, [store, t]);
  return (
    <section className="notifications" aria-label={t("notification.region")} aria-live="polite">
      {list.map((n) => (
        <div
          key={n.id}
          className={`notification notification--${n.type}`}
          role={n.type === "danger" ? "alert" : "status"}
        >
          {n.title ? <strong className="notification__title">{n.translate ? t(n.title) : n.title}</strong> : null}
          <span className="notification__message">{n.translate ? t(n.message, n.params) : n.message}</span>
          <button
            type="button"
            className="notification__close"
            onClick={() => store.dismiss(n.id)}
            aria-label={t("notification.close")}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
