export { pixelFeature } from './feature'
export {
  acceptPixelUrl,
  cachePixelUrl,
  drawPixel,
  readCachedPixelUrl,
  PIXEL_URL_MAX_AGE,
} from './pixel-url'
