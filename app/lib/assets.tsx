import { createContext, useContext } from "react";

/**
 * The build's files the document links: its stylesheets. Its scripts are not in the head: the start
 * script preloads them after the first paint (app/framework/startup/first-paint.ts).
 */
export interface DocumentAssets {
  stylesheets: string[];
}

export const AssetsContext = createContext<DocumentAssets>({ stylesheets: [] });
export const useAssets = () => useContext(AssetsContext);
