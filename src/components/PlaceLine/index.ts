export { LocalityNote, type LocalityNoteProps } from './LocalityNote';
export { PlaceLine, type PlaceLineProps } from './PlaceLine';
