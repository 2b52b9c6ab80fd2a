export { KeptDraftOffer } from './kept-draft-offer';
