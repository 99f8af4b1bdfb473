export { pinText, placeMapUrl, placeText } from './place';
export { aroundItem, searchAroundHref } from './searchAround';
