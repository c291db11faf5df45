/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand variant of this build: '1' (default) or '2' (contract/brand.ts). */
  readonly VITE_BRAND?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
