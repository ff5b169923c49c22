import './zod-locale.ts';

export { envelope } from './envelope.ts';
export type { Envelope } from './envelope.ts';
export { chinaInstant, chinaFields } from './calendar.ts';
export { codes, messages } from './codes.ts';
export {
  systemError,
  maintenanceMessage,
  shownServerMessage,
  transportMessage,
} from './failure-messages.ts';
export type { Code } from './codes.ts';
export { endpoints, endpointUrl, silentPaths } from './endpoints.ts';
export type {
  Access,
  Endpoint,
  EndpointName,
  Endpoints,
  RequestOf,
  ResponseOf,
} from './endpoints.ts';
export { id, idFrom } from './ids.ts';
export { passwordMessages, passwordProblem, newPassword } from './password.ts';
export { mobilePattern, emailPattern, isBlank } from './patterns.ts';
export {
  apiPrefix,
  articleContentPath,
  articleMediaPath,
  articlePreviewPath,
  articleTempPath,
  basePath,
  ebookPath,
  ebookTempPath,
  landingRouteSegments,
  publicFormFieldNames,
  publicFormPath,
  showcaseImagePath,
  showcaseMediaPath,
  userHomePath,
  webAppFor,
} from './web-routes.ts';
export {
  loginRequest,
  userInfo,
  platform,
  accountName,
  mobile,
  email,
  verifyCode,
  registerRequest,
  checkNameRequest,
  getVerifyCodeRequest,
  checkVerifyCodeRequest,
  resetPasswordRequest,
} from './schemas/auth.ts';
export type { UserInfo, LoginRequest, RegisterRequest, Platform } from './schemas/auth.ts';
export {
  openingApplicationRequest,
  mobileOpeningApplicationRequest,
} from './schemas/opening-application.ts';
export type { OpeningApplicationRequest } from './schemas/opening-application.ts';
export type { RegionNode } from './schemas/regions.ts';
export {
  siteHome,
  siteServiceIcons,
  payeeAccount,
  defaultMediaBaseUrl,
  mediaUrl,
  withMediaUrls,
} from './schemas/site.ts';
export type { PayeeAccount, SiteHome, SiteServiceIcon } from './schemas/site.ts';
export { seededSiteContent } from './site-content.ts';
export { seededHelpArticles } from './help-content.ts';
export { jsonForScript } from './json-for-script.ts';
export type {
  ArticleMapPage,
  ArticlePage,
  ArticleTempGatePage,
  EbookPage,
  FormFillPage,
  PublicPageAssets,
  PublicPageKind,
  PublicPageRenderers,
  UserHomePage,
} from './public-pages.ts';
export type { HelpArticle } from './schemas/help.ts';
export { topMenu, sideMenu, allMenuNames } from './menus.ts';
export { tiers, nextTierOf } from './tiers.ts';
export type { MenuEntry, MenuName } from './menus.ts';
export {
  billCategories,
  billCategoryNames,
  billKinds,
  billKindNames,
  supportRightStatusNames,
  customServiceStatusNames,
} from './account-names.ts';
export type {
  BillCategory,
  BillKind,
  CustomServiceStatus,
  SupportRightStatus,
} from './account-names.ts';
export {
  chargeRequest,
  rechargeRequest,
  balanceAlarmRequest,
  billsRequest,
  ordersRequest,
} from './schemas/account.ts';
export type {
  Balance,
  ChargeRequest,
  LevelInfo,
  Order,
  Product,
  ServiceOrder,
} from './schemas/account.ts';
export { orderStatusNames, orderListStatusNames } from './order-status.ts';
export type { OrderStatus, OrderListStatus } from './order-status.ts';
export { reviewOrderRequest, ledgerEntryRequest } from './schemas/back-office.ts';
export type { LedgerEntryRequest } from './schemas/back-office.ts';
export {
  carriers,
  industries,
  chatbotSaveRequest,
  templateSaveRequest,
  templateKinds,
  templateKindNames,
  templateLimits,
  templateVariables,
  rcsActionTypes,
  urlOpenModes,
  materialRules,
  servicePhonePattern,
} from './schemas/messaging.ts';
export type {
  CarrierReview,
  CarrierState,
  Chatbot,
  ChatbotSaveRequest,
  IndustryCode,
  Material,
  RcsAction as TemplateAction,
  UrlOpenMode,
  RcsCard,
  Template,
  TemplateContent,
  TemplateContentInput,
  TemplateKind,
  TemplateSaveRequest,
} from './schemas/messaging.ts';
export type { ChatbotStatus, MaterialReviewStatus, TemplateStatus } from './messaging-status.ts';
export {
  chatbotStatus,
  chatbotStatusNames,
  chatbotEditable,
  templateStatus,
  templateStatusNames,
  materialReviewStatusNames,
  templateEditable,
  templateSendable,
  templateResubmittable,
  templateDeletable,
} from './messaging-status.ts';
export { nextStatus } from './transitions.ts';
export {
  contactLimits,
  contactMessages,
  contactMobile,
  contactSaveRequest,
  contactVariables,
  importColumns,
  saveGroupRequest,
  variableNamePattern,
} from './schemas/contacts.ts';
export type {
  Contact,
  ContactGroup,
  ContactListRequest,
  ContactSaveRequest,
  ImportProblem,
  ImportReport,
  SaveGroupRequest,
} from './schemas/contacts.ts';
export { mayCall, menusOf, describePermission } from './permissions.ts';
export type { Caller, Permission } from './permissions.ts';
export {
  grantableMenuTree,
  grantableMenuNames,
  managerOnlyMenus,
  auditActions,
  saveRoleRequest,
  saveSubAccountRequest,
  resetSubPasswordRequest,
  feedbackRequest,
  replyFeedbackRequest,
} from './schemas/team.ts';
export type { Role, SubAccount, SaveRoleRequest, SaveSubAccountRequest } from './schemas/team.ts';
export {
  exportKinds,
  exportRequest,
  exportRetentionDays,
  exportStates,
  shownExportState,
} from './schemas/downloads.ts';
export type { ExportFile, ExportKind, ExportRequest, ExportState } from './schemas/downloads.ts';
export {
  sendLimits,
  sendMessages,
  scheduleProblem,
  missingVariablesMessage,
  shownMobile,
  mobileFilterProblem,
  recipientsRequest,
  sendRequest,
  taskListRequest,
  taskRecipientsRequest,
  sendQueryRequest,
  unlockQueryRequest,
  upstreamKindNames,
} from './schemas/sending.ts';
export type {
  DeliveryCounts,
  RecipientsRequest,
  SendPreview,
  SendRequest,
  SendTask,
  SendTaskDetail,
  UpstreamView,
} from './schemas/sending.ts';
export {
  sendTaskStatus,
  sendTaskStatusNames,
  sendTaskTransitions,
  sendTaskEnded,
  deliveryStates,
  deliveryStateNames,
  deliveryOutcomeKnown,
  failureCauses,
  capabilities,
} from './sending-status.ts';
export type {
  SendTaskStatus,
  SendTaskEvent,
  DeliveryState,
  FailureCause,
  Capability,
} from './sending-status.ts';
export {
  answerText,
  checkAnswers,
  isAnswered,
  isIdCardNumber,
  otherOptionId,
  regionLevels,
  regionNamer,
  visibleQuestions,
} from './micro-app-answers.ts';
export type { AnswerCheck, AnswerValue, RegionLevelOf } from './micro-app-answers.ts';
export {
  contentReviewStatus,
  contentReviewStatusNames,
  contentReviewTransitions,
} from './content-review.ts';
export type { ContentReviewStatus } from './content-review.ts';
export {
  formDocument,
  formDocumentVersion,
  formQuestion,
  paidFeatureNames,
  paidFeatures,
  publicFormState,
  publicFormStates,
  questionKindNames,
  textFormats,
  uploadKinds,
} from './micro-app-form.ts';
export type {
  AnsweredQuestion,
  FormAnswers,
  FormDocument,
  FormDocumentInput,
  FormQuestion,
  FormSettings,
  PaidFeature,
  PublicFormState,
  QuestionKind,
  TextFormat,
  UploadKind,
} from './micro-app-form.ts';
export { miniAppSaveRequest, publicAnswerRequest, publicFormCode } from './schemas/micro-apps.ts';
export type { MiniAppDetail, MiniAppSummary, PublicForm } from './schemas/micro-apps.ts';
export { appletMessages } from './schemas/applets.ts';
export type { Applet } from './schemas/applets.ts';
export {
  allBlocks,
  articleDayCharge,
  articleDocument,
  articleDocumentVersion,
  articleMessages,
  articlePaidFeatureNames,
  articlePaidFeatures,
  articleRules,
  bodyMaterialIds,
  freeDailyViews,
  isArticleLink,
  publicArticleState,
  publicArticleStates,
  tempLinkRules,
  tempLinkStates,
} from './article-document.ts';
export type {
  ArticleBlock,
  ArticleBody,
  ArticleDocument,
  ArticleDocumentInput,
  ArticlePaidFeature,
  MapPoint,
  PublicArticleState,
  RelatedItem,
  TempLinkState,
} from './article-document.ts';
export {
  articleLink,
  articleLinkRequest,
  articleReportRequest,
  articleSaveRequest,
  articleTempLinkRequest,
  publicArticle,
  publicArticleRequest,
  shareData,
  wxJsConfig,
  wxJsConfigRequest,
} from './schemas/micro-propagation.ts';
export type {
  ArticleDetail,
  ArticleSummary,
  ArticleTempLink,
  ManageArticle,
  PublicArticle,
  ShareData,
  WxJsConfig,
} from './schemas/micro-propagation.ts';
export {
  apiKeyLimits,
  apiKeyView,
  createApiKeyRequest,
  createdApiKey,
  apiUsageRow,
} from './schemas/developer.ts';
export type {
  ApiKeyView,
  ApiUsageRow,
  CreateApiKeyRequest,
  CreatedApiKey,
} from './schemas/developer.ts';
export {
  albumSaveRequest,
  blankBusinessCard,
  cardContact,
  cardLinkKindNames,
  cardLinkKinds,
  cardSaveRequest,
  mediaKindNames,
  mediaKinds,
  mediaSaveRequest,
  publicKeyPattern,
  publicShowcaseStates,
  showcaseImageWidths,
  showcaseMessages,
  showcaseRules,
} from './schemas/showcases.ts';
export { showcaseStatuses, showcaseStatusNames } from './showcase-status.ts';
export type { ShowcaseStatus } from './showcase-status.ts';
export type {
  AlbumDetail,
  AlbumPage,
  AlbumSaveRequest,
  AlbumSummary,
  AlbumTempLink,
  BusinessCard,
  CardAddress,
  CardContact,
  CardLink,
  CardLinkKind,
  CardSaveRequest,
  HomeLink,
  HomeMedia,
  MediaItem,
  MediaKind,
  MediaSaveRequest,
  PublicAlbum,
  PublicShowcaseState,
  PublicUserHome,
  ShowcaseImage,
  ShowcaseImageWidth,
  Street,
} from './schemas/showcases.ts';
export { saveWebhookRequest, webhookDeliveryStates } from './schemas/webhooks.ts';
export type {
  SaveWebhookRequest,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryState,
  WebhookSettings,
} from './schemas/webhooks.ts';
export { webhookEventTypes, webhookTopicCodes, webhookTopics } from './webhook-events.ts';
export type { WebhookTopic } from './webhook-events.ts';
