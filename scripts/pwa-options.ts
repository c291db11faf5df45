import type { VitePWAOptions } from 'vite-plugin-pwa';
import { BRANDS, parseBrandId } from '../contract/brand';

/** Manifest colours per brand, matching the Mantine primary colour of contract/brand.ts (shade 7). */
const THEME_COLORS: Record<1 | 2, string> = { 1: '#0ca678', 2: '#4263eb' };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * vite-plugin-pwa settings. The service worker precaches the built app so a reload works offline; it never
 * answers the server's paths (apiPrefixes) with the SPA page. Updates wait for the user: UpdatePrompt
 * (src/app/pwa/UpdatePrompt.tsx) registers the worker and offers 立即更新.
 * The brand comes from VITE_BRAND in the environment of the build, as for the app.
 */
export function pwaOptions(apiPrefixes: string[]): Partial<VitePWAOptions> {
  const brandId = parseBrandId(process.env.VITE_BRAND);
  const brand = BRANDS[brandId];
  return {
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.ico', 'apple-touch-icon.png', 'logo.svg'],
    workbox: {
      clientsClaim: true,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: apiPrefixes.map((p) => new RegExp(`^${escapeRegExp(p)}(?:/|$)`)),
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      cleanupOutdatedCaches: true,
      // Background Sync only wakes the app's sync leader; the queue itself is the IndexedDB outbox.
      importScripts: ['/sw-sync.js'],
    },
    manifest: {
      id: '/',
      name: brand.name,
      short_name: brand.shortName,
      description: `${brand.name}：${brand.slogan}`,
      lang: 'zh-CN',
      dir: 'ltr',
      start_url: '/HOME',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME_COLORS[brandId],
      background_color: '#ffffff',
      categories: ['education', 'productivity', 'business'],
      // The bus teacher's boarding app opens from the installed icon's menu (long press / right click).
      shortcuts: [
        {
          name: '跟车登记',
          short_name: '跟车',
          description: '今日校车行程：幼儿上车、下车、缺乘',
          url: '/busRide',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
      ],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  };
}
