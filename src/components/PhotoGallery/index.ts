export { PhotoGallery, type PhotoGalleryProps } from './PhotoGallery';
