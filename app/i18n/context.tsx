import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { SnippetTree } from "../../kv-schemas/snippets";
import { createTranslate, type Translate } from "./i18n";

export interface I18n {
  locale: string;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  locale,
  messages,
  fallback,
  children,
}: {
  locale: string;
  messages: SnippetTree;
  fallback: SnippetTree | undefined;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ locale, t: createTranslate(locale, messages, fallback) }),
    [locale, messages, fallback],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("Store not initialised: useI18n() outside I18nProvider");
  return i18n;
}
