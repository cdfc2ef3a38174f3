import type { Migration } from 'kysely';
import * as initial from './20261122_0001_initial';
import * as userDeletion from './20261123_0200_user_deletion';
import * as mailOutboxDelivery from './20261123_0300_mail_outbox_delivery';
import * as payments from './20261123_0500_payments';
import * as invoices from './20261123_0600_invoices';
import * as invoicesCollection from './20261123_0600_invoices_collection';
import * as rateLimits from './20261123_0700_rate_limits';
import * as knownDevices from './20261123_0701_known_devices';
import * as deployment from './20261123_0702_deployment';
import * as moduleNames from './20261125_0100_module_names';
import * as paymentsLedger from './20261126_0100_payments_ledger';
import * as refundsCreditNotes from './20261126_0200_refunds_credit_notes';
import * as invoiceAgency from './20261126_0300_invoice_agency';
import * as accounts from './20261126_0400_accounts';
import * as complaintNumbers from './20261126_0401_complaint_numbers';
import * as searchAndAgendaIndexes from './20261126_0500_search_and_agenda_indexes';
import * as livePortal from './20261126_0600_live_portal';
import * as activityLog from './20261126_0700_activity_log';
import * as insight from './20261126_0800_insight';
import * as projectStatusHistory from './20261126_0900_project_status_history';
import * as insightMonths from './20261126_0901_insight_months';
import * as dataExportNotification from './20261126_1000_data_export_notification';
import * as invoiceStatusTotals from './20261126_1100_invoice_status_totals';
import * as openStepDays from './20261126_1200_open_step_days';
import * as stepApprovalDays from './20261126_1201_step_approval_days';
import * as attentionIndexes from './20261126_1300_attention_indexes';
import * as projectStatusTotals from './20261126_1400_project_status_totals';
import * as accountChangeNotices from './20261126_1500_account_change_notices';
import * as stepProjectDeveloper from './20261126_1600_step_project_developer';
import * as invoiceSearchText from './20261126_1700_invoice_search_text';
import * as projectDeveloperListIndex from './20261127_0900_project_developer_list_index';
import * as invoiceRefundedByAdmin from './20261127_1000_invoice_refunded_by_admin';
import * as projectCreatedListIndex from './20261127_1100_project_created_list_index';
import * as profileTotals from './20261127_1200_profile_totals';
import * as creditNotesPaid from './20261127_1300_credit_notes_paid';
import * as oneOpenDataExport from './20261127_1400_one_open_data_export';
import * as complaintStatusTotals from './20261127_1500_complaint_status_totals';
import * as dropAccountChangeNotices from './20261129_0100_drop_account_change_notices';
import * as figuresAsQueries from './20261129_0200_figures_as_queries';
import * as totpLastStep from './20261129_0300_totp_last_step';
import * as accountAddresses from './20261129_0301_account_addresses';
import * as mailForgottenAfterDelivery from './20261129_0302_mail_forgotten_after_delivery';
import * as activityLogGuard from './20261129_0303_activity_log_guard';
import * as reviewRounds from './20261129_0400_review_rounds';
import * as reviewPins from './20261129_0401_review_pins';
import * as invoiceLines from './20261129_0600_invoice_lines';
import * as addressesInParts from './20261129_0601_addresses_in_parts';
import * as invitations from './20261129_0602_invitations';
import * as quotes from './20261129_0700_quotes';
import * as quoteActivityRetention from './20261129_0701_quote_activity_retention';
import * as quoteSaleInvoices from './20261129_0800_quote_sale_invoices';
import * as debitMonthIndex from './20261129_0900_debit_month_index';
import * as profileSearchText from './20261130_0100_profile_search_text';
import * as figureIndexes from './20261201_0100_figure_indexes';

// Every migration, by its sortable name. Add new ones here.
export const migrations: Record<string, Migration> = {
  '20261122_0001_initial': initial,
  '20261123_0200_user_deletion': userDeletion,
  '20261123_0300_mail_outbox_delivery': mailOutboxDelivery,
  '20261123_0500_payments': payments,
  '20261123_0600_invoices': invoices,
  '20261123_0600_invoices_collection': invoicesCollection,
  '20261123_0700_rate_limits': rateLimits,
  '20261123_0701_known_devices': knownDevices,
  '20261123_0702_deployment': deployment,
  '20261125_0100_module_names': moduleNames,
  '20261126_0100_payments_ledger': paymentsLedger,
  '20261126_0200_refunds_credit_notes': refundsCreditNotes,
  '20261126_0300_invoice_agency': invoiceAgency,
  '20261126_0400_accounts': accounts,
  '20261126_0401_complaint_numbers': complaintNumbers,
  '20261126_0500_search_and_agenda_indexes': searchAndAgendaIndexes,
  '20261126_0600_live_portal': livePortal,
  '20261126_0700_activity_log': activityLog,
  '20261126_0800_insight': insight,
  '20261126_0900_project_status_history': projectStatusHistory,
  '20261126_0901_insight_months': insightMonths,
  '20261126_1000_data_export_notification': dataExportNotification,
  '20261126_1100_invoice_status_totals': invoiceStatusTotals,
  '20261126_1200_open_step_days': openStepDays,
  '20261126_1201_step_approval_days': stepApprovalDays,
  '20261126_1300_attention_indexes': attentionIndexes,
  '20261126_1400_project_status_totals': projectStatusTotals,
  '20261126_1500_account_change_notices': accountChangeNotices,
  '20261126_1600_step_project_developer': stepProjectDeveloper,
  '20261126_1700_invoice_search_text': invoiceSearchText,
  '20261127_0900_project_developer_list_index': projectDeveloperListIndex,
  '20261127_1000_invoice_refunded_by_admin': invoiceRefundedByAdmin,
  '20261127_1100_project_created_list_index': projectCreatedListIndex,
  '20261127_1200_profile_totals': profileTotals,
  '20261127_1300_credit_notes_paid': creditNotesPaid,
  '20261127_1400_one_open_data_export': oneOpenDataExport,
  '20261127_1500_complaint_status_totals': complaintStatusTotals,
  '20261129_0100_drop_account_change_notices': dropAccountChangeNotices,
  '20261129_0200_figures_as_queries': figuresAsQueries,
  '20261129_0300_totp_last_step': totpLastStep,
  '20261129_0301_account_addresses': accountAddresses,
  '20261129_0302_mail_forgotten_after_delivery': mailForgottenAfterDelivery,
  '20261129_0303_activity_log_guard': activityLogGuard,
  '20261129_0400_review_rounds': reviewRounds,
  '20261129_0401_review_pins': reviewPins,
  '20261129_0600_invoice_lines': invoiceLines,
  '20261129_0601_addresses_in_parts': addressesInParts,
  '20261129_0602_invitations': invitations,
  '20261129_0700_quotes': quotes,
  '20261129_0701_quote_activity_retention': quoteActivityRetention,
  '20261129_0800_quote_sale_invoices': quoteSaleInvoices,
  '20261129_0900_debit_month_index': debitMonthIndex,
  '20261130_0100_profile_search_text': profileSearchText,
  '20261201_0100_figure_indexes': figureIndexes,
};
