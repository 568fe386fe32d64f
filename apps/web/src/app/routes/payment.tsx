// Route /payment: loaded on demand by the router.
import { PaymentPage } from '@/features/payment/components/payment-page';

export default PaymentPage;
