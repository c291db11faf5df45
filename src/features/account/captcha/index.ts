export { CaptchaModal } from './CaptchaModal';
export { ClickWordCaptcha } from './ClickWordCaptcha';
export { SliderCaptcha } from './SliderCaptcha';
