/** SPEC section 9: the mobile layout is used below 768 px. */
export const MOBILE_MEDIA_QUERY = '(max-width:767.95px)';
