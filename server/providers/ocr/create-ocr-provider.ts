import type { Config } from '../../config';
import { ocrOff, type OcrProvider } from './ocr-provider';
import { paddleOcrProvider } from './paddle-ocr-provider';

export const createOcrProvider = (config: Config): OcrProvider => (config.ocr === 'off' ? ocrOff : paddleOcrProvider());
