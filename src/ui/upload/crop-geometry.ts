export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest box of `aspect` (width / height) covering `fill` of the stage, centred. */
export function initialBox(stageW: number, stageH: number, aspect: number, fill = 0.9): Box {
  let width = stageW * fill;
  let height = width / aspect;
  if (height > stageH * fill) {
    height = stageH * fill;
    width = height * aspect;
  }
  return { x: (stageW - width) / 2, y: (stageH - height) / 2, width, height };
}

/** Moves a box by (dx, dy), kept inside the stage. */
export function moveBox(box: Box, dx: number, dy: number, stageW: number, stageH: number): Box {
  return {
    ...box,
    x: Math.min(Math.max(0, box.x + dx), stageW - box.width),
    y: Math.min(Math.max(0, box.y + dy), stageH - box.height),
  };
}

/** Resizes from the bottom-right corner keeping the aspect, at least `min` px wide, inside the stage. */
export function resizeBox(box: Box, dx: number, aspect: number, stageW: number, stageH: number, min = 24): Box {
  const maxW = Math.min(stageW - box.x, (stageH - box.y) * aspect);
  const width = Math.min(Math.max(min, box.width + dx), maxW);
  return { ...box, width, height: width / aspect };
}
