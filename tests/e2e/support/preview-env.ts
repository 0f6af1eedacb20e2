/**
 * Test-only preview credentials, shared by playwright.config.ts (which hands them to the site and
 * the content server it starts) and tests/e2e/preview.spec.ts. Not secrets: never use in production.
 */
export const e2ePreviewSecret = 'e2e-preview-secret-0123456789';
export const e2ePreviewEditor = { user: 'e2e-editor', applicationPassword: 'e2eA ppPa ss12 34wx yz56 7890' };

export const e2ePreviewSiteEnv = {
  PREVIEW_SECRET: e2ePreviewSecret,
  CMS_PREVIEW_USER: e2ePreviewEditor.user,
  CMS_PREVIEW_APP_PASSWORD: e2ePreviewEditor.applicationPassword,
};

export const e2ePreviewCmsEnv = {
  CMS_PREVIEW_USER: e2ePreviewEditor.user,
  CMS_PREVIEW_APP_PASSWORD: e2ePreviewEditor.applicationPassword,
};
