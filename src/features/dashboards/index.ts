export { BuyerDashboard } from './buyer/BuyerDashboard';
export { SellerDashboard } from './seller/SellerDashboard';
