import { type Skin, skinSchema } from '@contract/themes';
import { request } from '../client';

/** POST /park/index/skin: the user's theme, kept on the server so it follows them to other browsers. */
export const saveSkin = (skinId: number): Promise<Skin> => request('/park/index/skin', { json: { skinId }, schema: skinSchema });
