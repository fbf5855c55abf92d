import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AppsIcon from '@mui/icons-material/Apps';
import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DnsIcon from '@mui/icons-material/Dns';
import ExtensionIcon from '@mui/icons-material/Extension';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import SimCardIcon from '@mui/icons-material/SimCard';
import SmsIcon from '@mui/icons-material/Sms';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TextRotationNoneIcon from '@mui/icons-material/TextRotationNone';
import TuneIcon from '@mui/icons-material/Tune';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ViewListIcon from '@mui/icons-material/ViewList';

/**
 * The drawer's icon of each route in it, by route name. Kept out of the route table (which loads with the login
 * page) so the icons load with the console frame only.
 */
export const NAV_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  home: DashboardIcon,
  applist: AppsIcon,
  appmenu: ViewListIcon,
  kategori: CategoryIcon,
  slider: ViewCarouselIcon,
  news: ArticleIcon,
  popup: CampaignIcon,
  runningtext: TextRotationNoneIcon,
  tokensms: SmsIcon,
  topupchannel: PaymentsIcon,
  wallet: AccountBalanceWalletIcon,
  modalkerja: SavingsIcon,
  modalkerjav2: CurrencyExchangeIcon,
  mitraagen: GroupsIcon,
  product: Inventory2Icon,
  deleteakun: PersonRemoveIcon,
  digipos: ExtensionIcon,
  isimple: SimCardIcon,
  sidompul: PhoneAndroidIcon,
  mitraserver: DnsIcon,
  agenkaspro: SupportAgentIcon,
  approvals: FactCheckIcon,
  mutasi: ReceiptLongIcon,
  audit: ManageHistoryIcon,
  platformsettings: TuneIcon,
};
