export { pinText, placeMapUrl, placeText } from './place';
