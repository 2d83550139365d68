import { createContext, useContext } from "react";

/** The build's files the document links: the stylesheets and the scripts worth preloading. */
export interface DocumentAssets {
  stylesheets: string[];
  modulePreloads: string[];
}

export const AssetsContext = createContext<DocumentAssets>({ stylesheets: [], modulePreloads: [] });
export const useAssets = () => useContext(AssetsContext);
