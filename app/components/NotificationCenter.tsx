import { useI18n } from "../i18n/context";
import { useEffect } from "react";
import { NotificationStore, useNotificationList } from "../state/notifications";
import { useNotifications } from "../state/notifications-context";

/** Spec section 4: notices dismissed after the timeout unless persistent; announced politely. */
export function NotificationCenter() {
  const store = useNotifications().open(NotificationStore);
  const list = useNotificationList(store);
  // Notices rendered on the server dismiss themselves from when the page is interactive.
  useEffect(() => store.startTimers(), [store]);
  const { t } = useI18n();
  return (
    <section className="notifications" aria-label={t("notification.region")} aria-live="polite">
      {list.map((n) => (
        <div key={n.id} className={`notification notification--${n.type}`} role={n.type === "danger" ? "alert" : "status"}>
          {n.title ? <strong className="notification__title">{n.translate ? t(n.title) : n.title}</strong> : null}
          <span className="notification__message">{n.translate ? t(n.message, n.params) : n.message}</span>
          <button type="button" className="notification__close" onClick={() => store.dismiss(n.id)} aria-label={t("notification.close")}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
