export { EmiEstimate } from './EmiEstimate';
export { ShareButton } from './ShareButton';
export { CONTACT_TARGET_ID, footBar, StickyContactBar } from './StickyContactBar';
