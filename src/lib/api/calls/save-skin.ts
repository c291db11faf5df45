import { skinCalls } from '@contract/skin-calls';
import { call } from '../call';
import type { Skin } from '@contract/themes';

/** POST /park/index/skin: the user's theme, kept on the server so it follows them to other browsers. */
export const saveSkin = (skinId: number): Promise<Skin> => call(skinCalls.saveSkin, { skinId });
