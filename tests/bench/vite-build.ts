/**
 * Vite's build for the benches' pages, without Vite's warning that the configs import without file extensions. The
 * variable is set in the bench's own process, when it builds: in the environment of `npm run build` a VITE_ variable
 * is an input of the app's build stamp (scripts/build-stamp.mjs), so setting it for every bench made each think the
 * app's build stale.
 */
import { build as viteBuild } from 'vite';

export function build(config: Parameters<typeof viteBuild>[0]): ReturnType<typeof viteBuild> {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  return viteBuild(config);
}
