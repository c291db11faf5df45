/** The shell header's height (px): the page starts under it, and so do the toasts. */
export const HEADER_HEIGHT = 60;
