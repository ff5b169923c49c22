export { DesignSystemProvider } from './components/DesignSystemProvider/DesignSystemProvider.tsx';
export type { DesignSystemProviderProps } from './components/DesignSystemProvider/DesignSystemProvider.tsx';

export { Button, buttonVariants, buttonSizes } from './components/Button/Button.tsx';
export type { ButtonProps } from './components/Button/Button.tsx';
export { CopyButton } from './components/CopyButton/CopyButton.tsx';
export type { CopyButtonProps } from './components/CopyButton/CopyButton.tsx';
export { Link, linkVariants } from './components/Link/Link.tsx';
export type { LinkProps } from './components/Link/Link.tsx';

export { TextField } from './components/TextField/TextField.tsx';
export type { TextFieldProps } from './components/TextField/TextField.tsx';
export { TextArea } from './components/TextArea/TextArea.tsx';
export type { TextAreaProps } from './components/TextArea/TextArea.tsx';
export { SearchField } from './components/SearchField/SearchField.tsx';
export type { SearchFieldProps } from './components/SearchField/SearchField.tsx';
export { NumberField, numberFieldFilters } from './components/NumberField/NumberField.tsx';
export type { NumberFieldProps, NumberFieldFilter } from './components/NumberField/NumberField.tsx';
export { MoneyField } from './components/MoneyField/MoneyField.tsx';
export type { MoneyFieldProps } from './components/MoneyField/MoneyField.tsx';
export {
  Checkbox,
  CheckboxGroup,
  checkboxGroupOrientations,
} from './components/Checkbox/Checkbox.tsx';
export type { CheckboxProps, CheckboxGroupProps } from './components/Checkbox/Checkbox.tsx';
export { RadioGroup, Radio, radioGroupOrientations } from './components/RadioGroup/RadioGroup.tsx';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup/RadioGroup.tsx';
export { Switch } from './components/Switch/Switch.tsx';
export type { SwitchProps } from './components/Switch/Switch.tsx';
export { Select, SelectItem } from './components/Select/Select.tsx';
export type { SelectProps, SelectItemProps } from './components/Select/Select.tsx';
export { DateRangePicker } from './components/DateRangePicker/DateRangePicker.tsx';
export type { DateRangePickerProps } from './components/DateRangePicker/DateRangePicker.tsx';
export { DateTimePicker } from './components/DateTimePicker/DateTimePicker.tsx';
export type { DateTimePickerProps } from './components/DateTimePicker/DateTimePicker.tsx';
export {
  FileUpload,
  UploadRefusal,
  defaultUploadAccept,
} from './components/FileUpload/FileUpload.tsx';
export type { FileUploadProps } from './components/FileUpload/FileUpload.tsx';
export { checkUploadFile, normaliseExtensions } from './components/FileUpload/checkUploadFile.ts';
export type {
  UploadFileLike,
  UploadRules,
  UploadFileProblem,
} from './components/FileUpload/checkUploadFile.ts';

export { Tabs, tabsVariants } from './components/Tabs/Tabs.tsx';
export type { TabsProps, TabItem } from './components/Tabs/Tabs.tsx';
export { Table, tableAligns } from './components/Table/Table.tsx';
export type { TableProps, TableColumn } from './components/Table/Table.tsx';
export { Pagination } from './components/Pagination/Pagination.tsx';
export type { PaginationProps } from './components/Pagination/Pagination.tsx';
export { Descriptions, descriptionsColumns } from './components/Descriptions/Descriptions.tsx';
export type {
  DescriptionsProps,
  DescriptionsItem,
} from './components/Descriptions/Descriptions.tsx';
export { Card, cardVariants } from './components/Card/Card.tsx';
export type { CardProps } from './components/Card/Card.tsx';
export { Empty, emptySizes } from './components/Empty/Empty.tsx';
export type { EmptyProps } from './components/Empty/Empty.tsx';
export { Skeleton, skeletonShapes } from './components/Skeleton/Skeleton.tsx';
export type { SkeletonProps } from './components/Skeleton/Skeleton.tsx';
export { Badge, Dot, badgeTones } from './components/Badge/Badge.tsx';
export type { BadgeProps, DotProps, BadgeTone } from './components/Badge/Badge.tsx';
export { Steps, stepsSizes, stepsOrientations } from './components/Steps/Steps.tsx';
export type { StepsProps, StepItem } from './components/Steps/Steps.tsx';
export { stepStatuses } from './components/Steps/step-status.ts';
export type { StepStatus } from './components/Steps/step-status.ts';

export { Dialog, DialogTrigger, dialogSizes } from './components/Dialog/Dialog.tsx';
export type { DialogProps } from './components/Dialog/Dialog.tsx';
export { ConfirmDialog, confirmDialogTones } from './components/Dialog/ConfirmDialog.tsx';
export type { ConfirmDialogProps } from './components/Dialog/ConfirmDialog.tsx';
export { ReasonForm } from './components/ReasonForm/ReasonForm.tsx';
export type { ReasonFormProps } from './components/ReasonForm/ReasonForm.tsx';
export { BottomSheet } from './components/BottomSheet/BottomSheet.tsx';
export type { BottomSheetProps } from './components/BottomSheet/BottomSheet.tsx';
export { Tooltip, tooltipPlacements } from './components/Tooltip/Tooltip.tsx';
export type { TooltipProps } from './components/Tooltip/Tooltip.tsx';
export { HoverCard, hoverCardPlacements } from './components/HoverCard/HoverCard.tsx';
export type { HoverCardProps } from './components/HoverCard/HoverCard.tsx';
export { ToastRegion, message, messageQueue, messageTypes } from './components/Toast/Toast.tsx';
export type {
  ToastRegionProps,
  MessageType,
  MessageContent,
  MessageOptions,
} from './components/Toast/Toast.tsx';
export { Spinner, spinnerSizes } from './components/Spinner/Spinner.tsx';
export type { SpinnerProps } from './components/Spinner/Spinner.tsx';
export { PageLoading } from './components/PageLoading/PageLoading.tsx';
export type { PageLoadingProps } from './components/PageLoading/PageLoading.tsx';
export { useDelayedHide } from './components/PageLoading/useDelayedHide.ts';

export { BalanceTile, balanceTileVariants } from './components/BalanceTile/BalanceTile.tsx';
export type { BalanceTileProps } from './components/BalanceTile/BalanceTile.tsx';
export { balanceUnit, balanceCategories } from './components/BalanceTile/balance-unit.ts';
export type { BalanceCategory } from './components/BalanceTile/balance-unit.ts';
export { LevelBar } from './components/LevelBar/LevelBar.tsx';
export type { LevelBarProps, LevelBenefit } from './components/LevelBar/LevelBar.tsx';
export { levelProgress } from './components/LevelBar/level-progress.ts';
export {
  levelIds,
  levelNames,
  benefitCategories,
  benefitNames,
} from './components/LevelBar/levels.ts';
export type { LevelId, BenefitCategory } from './components/LevelBar/levels.ts';
export { ProductCard } from './components/Cart/ProductCard.tsx';
export type {
  ProductCardProps,
  CartProduct,
  ProductDetail,
} from './components/Cart/ProductCard.tsx';
export { CartDialog } from './components/Cart/CartDialog.tsx';
export type { CartDialogProps } from './components/Cart/CartDialog.tsx';
export {
  cartReducer,
  cartTotal,
  cartCount,
  cartQuantity,
  isCartEmpty,
  isPurchasable,
  emptyCart,
} from './components/Cart/cart.ts';
export type {
  CartState,
  CartAction,
  CartLine,
  CartItem,
  ProductId,
} from './components/Cart/cart.ts';
export { OptionListEditor } from './components/QuestionEditor/OptionListEditor.tsx';
export type { OptionListEditorProps } from './components/QuestionEditor/OptionListEditor.tsx';
export { ReorderButtons } from './components/QuestionEditor/ReorderButtons.tsx';
export type { ReorderButtonsProps } from './components/QuestionEditor/ReorderButtons.tsx';
export { ChoiceStats } from './components/ChoiceStats/ChoiceStats.tsx';
export type { ChoiceStatsProps } from './components/ChoiceStats/ChoiceStats.tsx';
export type { ChoiceCount } from './components/ChoiceStats/choice-shares.ts';
export { QrCode } from './components/QrCode/QrCode.tsx';
export type { QrCodeProps } from './components/QrCode/QrCode.tsx';
export { TrendChart } from './components/TrendChart/TrendChart.tsx';
export type { TrendChartProps } from './components/TrendChart/TrendChart.tsx';
export type { TrendItem } from './components/TrendChart/trend-window.ts';
export { StatusTag } from './components/StatusTag/StatusTag.tsx';
export type { StatusTagProps } from './components/StatusTag/StatusTag.tsx';
export { statusTones, statusIconNames } from './components/StatusTag/status-tones.ts';
export type { StatusTone, StatusIconName } from './components/StatusTag/status-tones.ts';
export {
  SupportRightCard,
  supportRightStatuses,
} from './components/SupportRightCard/SupportRightCard.tsx';
export type { SupportRightCardProps } from './components/SupportRightCard/SupportRightCard.tsx';
export { CustomServiceCard } from './components/CustomServiceCard/CustomServiceCard.tsx';
export type { CustomServiceCardProps } from './components/CustomServiceCard/CustomServiceCard.tsx';
export {
  isOrderExpired,
  customServiceStatuses,
} from './components/CustomServiceCard/order-expiry.ts';
export type { CustomServiceStatus } from './components/CustomServiceCard/order-expiry.ts';
export { RegionCascader } from './components/RegionCascader/RegionCascader.tsx';
export type { RegionCascaderProps } from './components/RegionCascader/RegionCascader.tsx';
export { RegionPicker } from './components/RegionCascader/RegionPicker.tsx';
export type { RegionPickerProps } from './components/RegionCascader/RegionPicker.tsx';
export type { RegionValue, RegionNames } from './components/RegionCascader/regions.ts';
export { MapSheet } from './components/MapSheet/MapSheet.tsx';
export type { MapSheetProps } from './components/MapSheet/MapSheet.tsx';
export type { MapSurfaceProps } from './components/MapSheet/PlaceholderMapSurface.tsx';
export { mapLink, mapProviderLabels, mapProviders } from './components/MapSheet/map-links.ts';
export type { MapPoint, MapPlace, MapProvider } from './components/MapSheet/map-links.ts';
export { ShareSheet } from './components/ShareSheet/ShareSheet.tsx';
export type { ShareSheetProps } from './components/ShareSheet/ShareSheet.tsx';
export { SharePanel } from './components/ShareSheet/SharePanel.tsx';
export type { SharePanelProps } from './components/ShareSheet/SharePanel.tsx';
export { shareDefaults, shareLink, shareTargets } from './components/ShareSheet/share-links.ts';
export type { ShareData, ShareTarget } from './components/ShareSheet/share-links.ts';
export { AlbumViewer } from './components/AlbumViewer/AlbumViewer.tsx';
export type { AlbumViewerProps, AlbumViewerPage } from './components/AlbumViewer/AlbumViewer.tsx';

export {
  ProgressBar,
  progressBarStatuses,
  progressBarSizes,
} from './components/ProgressBar/ProgressBar.tsx';
export type { ProgressBarProps, ProgressBarStatus } from './components/ProgressBar/ProgressBar.tsx';
export { Timeline } from './components/Timeline/Timeline.tsx';
export type { TimelineProps, TimelineItem } from './components/Timeline/Timeline.tsx';
export { DeliverySummary } from './components/DeliverySummary/DeliverySummary.tsx';
export type { DeliverySummaryProps } from './components/DeliverySummary/DeliverySummary.tsx';
export {
  deliveryParts,
  deliveryPartLabels,
} from './components/DeliverySummary/delivery-summary.ts';
export type {
  DeliveryCounts,
  DeliveryPart,
} from './components/DeliverySummary/delivery-summary.ts';
export { InlineNotice, inlineNoticeTypes } from './components/InlineNotice/InlineNotice.tsx';
export type { InlineNoticeProps } from './components/InlineNotice/InlineNotice.tsx';
export { cjkParagraph, cjkLabel, noBreak } from './styles/cjk-text.css.ts';

export { RcsPreview, rcsPreviewViews } from './components/RcsPreview/RcsPreview.tsx';
export type { RcsPreviewProps } from './components/RcsPreview/RcsPreview.tsx';
export {
  rcsMessageKinds,
  rcsMessageKindLabels,
  describeAction,
  splitPlaceholders,
  smsSignature,
} from './components/RcsPreview/rcs-message.ts';
export type {
  RcsAction,
  RcsActionType,
  RcsMediaView,
  RcsCardView,
  RcsMessageView,
  RcsMessageKind,
  TextPart,
} from './components/RcsPreview/rcs-message.ts';
export { TemplateCard } from './components/TemplateCard/TemplateCard.tsx';
export type { TemplateCardProps } from './components/TemplateCard/TemplateCard.tsx';
export {
  isSendableTemplate,
  isRejectedTemplate,
  templateThumbnailUrl,
} from './components/TemplateCard/template-card.ts';
export { ExpiryCountdown } from './components/ExpiryCountdown/ExpiryCountdown.tsx';
export type { ExpiryCountdownProps } from './components/ExpiryCountdown/ExpiryCountdown.tsx';
export { expiryLeft, expiryText } from './components/ExpiryCountdown/expiry.ts';
export type { ExpiryLeft } from './components/ExpiryCountdown/expiry.ts';
export { SortableGrid } from './components/SortableGrid/SortableGrid.tsx';
export type { SortableGridProps } from './components/SortableGrid/SortableGrid.tsx';
export { MaterialPicker } from './components/MaterialPicker/MaterialPicker.tsx';
export type {
  MaterialPickerProps,
  MaterialUpload,
} from './components/MaterialPicker/MaterialPicker.tsx';
export {
  materialKinds,
  materialReviewStatuses,
  materialFilters,
  materialFilterLabels,
  materialExtensions,
  materialMaxSizeMB,
  coverExtensions,
  checkMaterialFile,
  checkCoverFile,
  materialKindOfFile,
  needsCover,
  isMaterialUsable,
  filterMaterials,
  formatFileSize,
} from './components/MaterialPicker/materials.ts';
export type {
  Material,
  MaterialKind,
  MaterialFilter,
  MaterialReviewStatus,
} from './components/MaterialPicker/materials.ts';
export { ArticleEditor, articleMediaKinds } from './components/ArticleEditor/ArticleEditor.tsx';
export type {
  ArticleEditorProps,
  ArticleMedia,
  ArticleMediaKind,
} from './components/ArticleEditor/ArticleEditor.tsx';
export { VerificationCodeField } from './components/VerificationCodeField/VerificationCodeField.tsx';
export type { VerificationCodeFieldProps } from './components/VerificationCodeField/VerificationCodeField.tsx';
export { FormItem, FormLayout, formLabelPositions } from './components/FormLayout/FormItem.tsx';
export type { FormItemProps, FormLayoutProps } from './components/FormLayout/FormItem.tsx';
export { PasswordField } from './components/PasswordField/PasswordField.tsx';
export type {
  PasswordFieldProps,
  PasswordRule,
} from './components/PasswordField/PasswordField.tsx';
export { Result, resultKinds } from './components/Result/Result.tsx';
export type { ResultProps, ResultKind } from './components/Result/Result.tsx';
export { Fieldset } from './components/FormLayout/Fieldset.tsx';
export type { FieldsetProps } from './components/FormLayout/Fieldset.tsx';
export { FilterBar } from './components/FormLayout/FilterBar.tsx';
export type { FilterBarProps } from './components/FormLayout/FilterBar.tsx';
export { ServiceWidget } from './components/ServiceWidget/ServiceWidget.tsx';
export type { ServiceWidgetProps } from './components/ServiceWidget/ServiceWidget.tsx';
export { serviceWidgetInsets } from './components/ServiceWidget/ServiceWidget.css.ts';
export { Drawer, drawerSizes } from './components/Drawer/Drawer.tsx';
export type { DrawerProps } from './components/Drawer/Drawer.tsx';
export { NavigationMenu } from './components/NavigationMenu/NavigationMenu.tsx';
export type {
  NavigationMenuProps,
  NavigationMenuSection,
  NavigationMenuLink,
} from './components/NavigationMenu/NavigationMenu.tsx';

export { FormRenderer } from './components/FormRenderer/FormRenderer.tsx';
export type { FormFieldNames, FormRendererProps } from './components/FormRenderer/FormRenderer.tsx';
export type {
  AnswerValue as FormAnswerValue,
  RegionOption,
  RenderedQuestion,
} from './components/FormRenderer/questions.ts';
