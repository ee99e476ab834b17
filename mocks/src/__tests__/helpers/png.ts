/** A tiny PNG with one diagonal stroke (4×2, RGBA): a signature image for tests. */
export const PNG_STROKE =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEUlEQVR4nGNgYGD4z4AFwAUBJvsB/yq3AcAAAAAASUVORK5CYII=';
