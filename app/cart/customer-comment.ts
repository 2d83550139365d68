/** The customer's comment for the order (spec: cartSettings.showCustomerComment), kept in a cookie until checkout sends it. */
export const CUSTOMER_COMMENT_COOKIE = "customerComment";
/** Its length limit: the cookie must stay well under 4 KB, however the text encodes. */
export const CUSTOMER_COMMENT_MAX = 255;
