/** The API's version: the health check, the OpenAPI document and the admin's dashboard show it. */
export const API_VERSION = '1.0.0';
