import {
  BookUser,
  BotMessageSquare,
  Download,
  Images,
  LayoutTemplate,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  serviceManage: BotMessageSquare,
  account: Wallet,
  address_list: BookUser,
  material_library: Images,
  download_center: Download,
  pe_my_tpl: LayoutTemplate,
};

/** The icon of a side menu entry, in the floating menu and in the phone's navigation drawer. */
export const sideMenuIcon = (name: string): LucideIcon => icons[name] ?? LayoutTemplate;
