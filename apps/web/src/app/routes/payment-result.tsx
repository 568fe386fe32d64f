// Route /payment/:result: loaded on demand by the router.
import { PaymentResultPage } from '@/features/payment/components/payment-result-page';

export default PaymentResultPage;
