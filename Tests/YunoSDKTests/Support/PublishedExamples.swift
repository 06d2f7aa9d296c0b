import Foundation

/// Response bodies copied from Yuno's published reference, yuno-payments/yuno-docs at commit a6cb7de6
/// (2026-08-21). Each names its file and line range. Markdown examples (`docs/`, `reference/`) are verbatim;
/// OpenAPI examples (`openapi/`) are the example's `value`, re-indented. The Mercado Pago wallet example
/// (reference/payments/payment-examples/wallet.mdx:79-225) is not here: it is not valid JSON as published (an invalid
/// `\` escape in its line 136).
enum PublishedExamples {
    /// 3DS challenge: full payment response: yuno-docs@a6cb7de6 docs/payment-features/3ds-standalone.mdx:563-638.
    static let threeDSChallenge = #"""
        {
            "id": "1b5de250-2e52-4622-9c21-a30c70804d9a",
            "account_id": "5d8960b3-ca3c-4b8b-9891-0c190d4dae1c",
            "description": "3DS",
            "country": "CO",
            "status": "PENDING",
            "sub_status": "WAITING_ADDITIONAL_STEP",
            "merchant_order_id": "order-87af5f63-6679-4a3b-b436-3a1c9b72c823",
            "created_at": "2026-06-26T23:47:51.448941Z",
            "updated_at": "2026-06-26T23:47:52.397292Z",
            "amount": {
                "captured": 0.00,
                "currency": "COP",
                "refunded": 0.00,
                "value": 27500.00
            },
            "checkout": {
                "session": "39d9a15c-0ef0-4b10-b0bb-b64090b82f53",
                "sdk_action_required": true
            },
            "payment_method": {
                "type": "CARD",
                "payment_method_detail": {
                    "card": {
                        "verify": false,
                        "capture": true,
                        "installments": 1,
                        "redirect_url": "https://checkout.sandbox.y.uno/payment?session=2e42a863-54e7-4607-8391-e504a2166b3e&3ds=true",
                        "card_data": {
                            "holder_name": "TEST CUSTOMER",
                            "iin": "49169940",
                            "lfd": "2017",
                            "number_length": 16,
                            "brand": "VISA",
                            "scheme": "VISA",
                            "issuer_name": "PRIVATE OJSC BANK ASIA ALLIANCE BANK",
                            "country_code": "UZ",
                            "category": "CLASSIC",
                            "type": "DEBIT",
                            "three_d_secure": {
                                "version": "2.3.1",
                                "electronic_commerce_indicator": "",
                                "cryptogram": "eyJhY3NUcmFuc0lEIjoiZTVmMDIzZDItMjlhNy00ODRlLWFhODgtMDlmYjdlOTRhODFmIiwiY2hhbGxlbmdlV2luZG93U2l6ZSI6IjA1IiwibWVzc2FnZVR5cGUiOiJDUmVxIiwibWVzc2FnZVZlcnNpb24iOiIyLjMuMSIsInRocmVlRFNTZXJ2ZXJUcmFuc0lEIjoiNDk5NGZmNGUtZWFkZC00MzFmLWJiMjEtY2MwMjY5YWZiMTJlIn0",
                                "transaction_id": "4994ff4e-eadd-431f-bb21-cc0269afb12e",
                                "directory_server_transaction_id": "d0a1890a-1e38-4c1c-9e05-e2019a04e772",
                                "pares_status": "C",
                                "acs_id": "e5f023d2-29a7-484e-aa88-09fb7e94a81f"
                            },
                            "fingerprint": "b966eb1f-aea6-4d66-8532-0b76cdf9dc72",
                            "expiration_month": 12,
                            "expiration_year": 26
                        }
                    }
                }
            },
            "transactions": {
                "id": "01aa5d77-1c91-4d95-9b5d-fbf1c7e863e2",
                "type": "THREE_D_SECURE",
                "status": "PENDING",
                "category": "CARD",
                "amount": 27500.00,
                "provider_id": "NETCETERA_3DS",
                "response_code": "CHALLENGE_REQUIRED",
                "response_message": "Transaction waiting for the challenge completion",
                "merchant_reference": "merchant-b2ceeae3-b3bb-4de5-b7d3-51ba87179781"
            },
            "callback_url": "https://www.example.com",
            "workflow": "REDIRECT",
            "metadata": [
                {
                    "key": "3ds_connection",
                    "value": "standard"
                }
            ],
            "simplified_mode": false
        }
        """#

    /// PIX payment response: yuno-docs@a6cb7de6 reference/payments/payment-examples/bank-transfer.mdx:587-734.
    static let pix = #"""
        {
            "id": "ddaf6fd2-8979-4dbd-9153-78943d4e5c54",
            "account_id": "493e9374-510a-4201-9e09-de669d75f256",
            "description": "Payment with PIX",
            "country": "BR",
            "status": "READY_TO_PAY",
            "sub_status": "CREATED",
            "merchant_order_id": "0000022",
            "created_at": "2023-07-23T23:58:45.847010Z",
            "updated_at": "2023-07-23T23:58:47.118363Z",
            "amount": {
                "captured": 0.00,
                "currency": "BRL",
                "refunded": 0.00,
                "value": 50.00
            },
            "checkout": {
                "session": "19debe0c-ce52-4ecb-8d58-b9478334a8c2",
                "sdk_action_required": true
            },
            "payment_method": {
                "vaulted_token": "",
                "type": "PIX",
                "vault_on_success": false,
                "token": "",
                "payment_method_detail": {
                    "bank_transfer": {
                        "provider_image": "https://mock-institution.spinpay.com.br/v1/checkouts/qrcode?pspReferenceId=6f9714f7-7c24-43d1-aa4f-f87bd20fefaa&paymentMethodType=payment",
                        "account_type": null,
                        "bank_name": null,
                        "beneficiary_name": null,
                        "bank_account": null,
                        "bank_account_2": null,
                        "beneficiary_document_type": null,
                        "beneficiary_document": null,
                        "payment_instruction": null,
                        "redirect_url": "https://checkout.sandbox.y.uno/payment?session=8af24a53-11d8-4c59-afdc-2b87736765f6"
                    }
                }
            },
            "customer_payer": {
                "id": null,
                "merchant_customer_id": "1690156724",
                "first_name": "João",
                "last_name": "Silva",
                "gender": null,
                "date_of_birth": null,
                "email": "joao.silva@example.com",
                "nationality": null,
                "ip_address": null,
                "device_fingerprint": null,
                "browser_info": {
                    "user_agent": "",
                    "accept_header": "",
                    "accept_content": null,
                    "accept_browser": null,
                    "color_depth": "",
                    "screen_height": "",
                    "screen_width": "",
                    "javascript_enabled": null,
                    "java_enabled": null,
                    "browser_time_difference": null,
                    "language": ""
                },
                "document": {
                    "document_type": "CPF",
                    "document_number": "47033278802"
                },
                "phone": {
                    "number": "11999949494",
                    "country_code": "55"
                },
                "billing_address": null,
                "shipping_address": null
            },
            "additional_data": {
                "airline": null,
                "order": {
                    "fee_amount": 0,
                    "shipping_amount": 0,
                    "items": [
                        {
                            "id": "123AD",
                            "name": "Skirt",
                            "quantity": 1,
                            "unit_amount": 50,
                            "category": "Clothes",
                            "brand": "XYZ",
                            "sku_code": "8765432109",
                            "manufacture_part_number": "XYZ123456"
                        }
                    ]
                },
                "seller_details": null
            },
            "taxes": null,
            "transactions": {
                "id": "cf773de9-8587-43f5-9db0-40e710a14762",
                "type": "PURCHASE",
                "status": "CREATED",
                "category": "BANK_TRANSFER",
                "amount": 50.00,
                "provider_id": "SPINPAY",
                "payment_method": {
                    "vaulted_token": "",
                    "type": "PIX",
                    "vault_on_success": false,
                    "token": "",
                    "detail": {
                        "bank_transfer": {
                            "provider_image": "https://mock-institution.spinpay.com.br/v1/checkouts/qrcode?pspReferenceId=6f9714f7-7c24-43d1-aa4f-f87bd20fefaa&paymentMethodType=payment",
                            "account_type": null,
                            "bank_name": null,
                            "beneficiary_name": null,
                            "bank_account": null,
                            "bank_account_2": null,
                            "beneficiary_document_type": null,
                            "beneficiary_document": null,
                            "payment_instruction": null,
                            "redirect_url": "https://checkout.sandbox.y.uno/payment?session=8af24a53-11d8-4c59-afdc-2b87736765f6"
                        }
                    }
                },
                "response_code": "SUCCEEDED",
                "response_message": "Transaction successful",
                "reason": null,
                "description": "Payment with PIX",
                "merchant_reference": null,
                "provider_data": {
                    "id": "SPINPAY",
                    "transaction_id": "6f9714f7-7c24-43d1-aa4f-f87bd20fefaa",
                    "account_id": "",
                    "status": "WAITING_PAYMENT_METHOD",
                    "sub_status": "",
                    "status_detail": "",
                    "response_message": "",
                    "raw_response": {
                        "value": "{\"paymentMethodType\":\"pix\",\"status\":\"WAITING_PAYMENT_METHOD\",\"pspReferenceId\":\"6f9714f7-7c24-43d1-aa4f-f87bd20fefaa\",\"referenceId\":\"cf773de9-8587-43f5-9db0-40e710a14762\"}"
                    },
                    "third_party_transaction_id": ""
                },
                "created_at": "2023-07-23T23:58:45.964691Z",
                "updated_at": "2023-07-23T23:58:47.042142Z"
            },
            "split": [],
            "workflow": "REDIRECT",
            "metadata": []
        }
        """#

    /// Nupay payment response: yuno-docs@a6cb7de6 reference/payments/payment-examples/bank-transfer.mdx:1469-1616.
    static let nuPay = #"""
        {
            "id": "eb0e74bd-ae06-43f0-87ae-d1ecb6287ecb",
            "account_id": "493e9374-510a-4201-9e09-de669d75f256",
            "description": "Payment with Nupay",
            "country": "BR",
            "status": "READY_TO_PAY",
            "sub_status": "CREATED",
            "merchant_order_id": "0000022",
            "created_at": "2023-07-24T00:13:49.812932Z",
            "updated_at": "2023-07-24T00:13:50.673896Z",
            "amount": {
                "captured": 0.00,
                "currency": "BRL",
                "refunded": 0.00,
                "value": 50.00
            },
            "checkout": {
                "session": "2a5a20a4-4e47-4385-95cb-28a2bfa45744",
                "sdk_action_required": true
            },
            "payment_method": {
                "vaulted_token": "",
                "type": "NU_PAY",
                "vault_on_success": false,
                "token": "",
                "payment_method_detail": {
                    "bank_transfer": {
                        "provider_image": "",
                        "account_type": null,
                        "bank_name": null,
                        "beneficiary_name": null,
                        "bank_account": null,
                        "bank_account_2": null,
                        "beneficiary_document_type": null,
                        "beneficiary_document": null,
                        "payment_instruction": null,
                        "redirect_url": "https://checkout.sandbox.y.uno/payment?session=6ec58229-d200-4616-ba97-427687744e2a"
                    }
                }
            },
            "customer_payer": {
                "id": null,
                "merchant_customer_id": "1690157629",
                "first_name": "João",
                "last_name": "Silva",
                "gender": null,
                "date_of_birth": null,
                "email": "joao.silva@example.com",
                "nationality": null,
                "ip_address": null,
                "device_fingerprint": null,
                "browser_info": {
                    "user_agent": "",
                    "accept_header": "",
                    "accept_content": null,
                    "accept_browser": null,
                    "color_depth": "",
                    "screen_height": "",
                    "screen_width": "",
                    "javascript_enabled": null,
                    "java_enabled": null,
                    "browser_time_difference": null,
                    "language": ""
                },
                "document": {
                    "document_type": "CPF",
                    "document_number": "47033278802"
                },
                "phone": {
                    "number": "11992149494",
                    "country_code": "55"
                },
                "billing_address": null,
                "shipping_address": null
            },
            "additional_data": {
                "airline": null,
                "order": {
                    "fee_amount": 0,
                    "shipping_amount": 0,
                    "items": [
                        {
                            "id": "123AD",
                            "name": "Skirt",
                            "quantity": 1,
                            "unit_amount": 50,
                            "category": "Clothes",
                            "brand": "XYZ",
                            "sku_code": "8765432109",
                            "manufacture_part_number": "XYZ123456"
                        }
                    ]
                },
                "seller_details": null
            },
            "taxes": null,
            "transactions": {
                "id": "2563946f-eaa3-4c86-86ec-e4c1bad29ece",
                "type": "PURCHASE",
                "status": "CREATED",
                "category": "BANK_TRANSFER",
                "amount": 50.00,
                "provider_id": "SPINPAY",
                "payment_method": {
                    "vaulted_token": "",
                    "type": "NU_PAY",
                    "vault_on_success": false,
                    "token": "",
                    "detail": {
                        "bank_transfer": {
                            "provider_image": "",
                            "account_type": null,
                            "bank_name": null,
                            "beneficiary_name": null,
                            "bank_account": null,
                            "bank_account_2": null,
                            "beneficiary_document_type": null,
                            "beneficiary_document": null,
                            "payment_instruction": null,
                            "redirect_url": "https://checkout.sandbox.y.uno/payment?session=6ec58229-d200-4616-ba97-427687744e2a"
                        }
                    }
                },
                "response_code": "SUCCEEDED",
                "response_message": "Transaction successful",
                "reason": null,
                "description": "Payment with Nupay",
                "merchant_reference": null,
                "provider_data": {
                    "id": "SPINPAY",
                    "transaction_id": "b4ef43a8-4f40-44d8-bd71-b745de7cf572",
                    "account_id": "",
                    "status": "WAITING_PAYMENT_METHOD",
                    "sub_status": "",
                    "status_detail": "",
                    "response_message": "",
                    "raw_response": {
                        "value": "{\"paymentUrl\":\"https://staging-nuapp.nubank.com.br/bdc/omniknight/expr/payment-intents.home-screen?payment-intent-id=6549a8e5-cee9-480e-b299-7b91bb95beac&amount=5000&storeName=Spin%20Pay%20VTEX&token=oqpzweylvctA0ijhDroXbWQfux5streHy0zZGHfhL88NBX%2BI4V3%2BZLuFyFTWrV0O9FErst0wYJblK%2BQmpmsxAg%3D%3D&poId=b4ef43a8-4f40-44d8-bd71-b745de7cf572\",\"paymentMethodType\":\"nupay\",\"status\":\"WAITING_PAYMENT_METHOD\",\"pspReferenceId\":\"b4ef43a8-4f40-44d8-bd71-b745de7cf572\",\"referenceId\":\"2563946f-eaa3-4c86-86ec-e4c1bad29ece\"}"
                    },
                    "third_party_transaction_id": ""
                },
                "created_at": "2023-07-24T00:13:50.028555Z",
                "updated_at": "2023-07-24T00:13:50.610887Z"
            },
            "split": [],
            "workflow": "REDIRECT",
            "metadata": []
        }
        """#

    /// Arcus (CASH) ticket payment response: yuno-docs@a6cb7de6 reference/payments/payment-examples/ticket.mdx:71-280.
    static let cashTicket = #"""
        {
            "id": "f190cf86-de16-4b6d-b634-ab478bb6da01",
            "account_id": "5beead35-0cd5-4e1c-9a13-b8f48f7f8f3a",
            "description": "Payment with Arcus",
            "country": "MX",
            "status": "READY_TO_PAY",
            "sub_status": "CREATED",
            "merchant_order_id": "0000022",
            "created_at": "2025-06-20T13:00:30.417457Z",
            "updated_at": "2025-06-20T13:00:30.696683Z",
            "amount": {
                "captured": 0.00,
                "currency": "MXN",
                "currency_conversion": null,
                "refunded": 0.00,
                "value": 52000.00
            },
            "checkout": {
                "session": "1c57438e-f854-4d01-9b04-4c7338372a81",
                "sdk_action_required": true
            },
            "payment_method": {
                "vaulted_token": "",
                "type": "CASH",
                "vault_on_success": false,
                "token": "",
                "parent_payment_method_type": null,
                "payment_method_detail": {
                    "ticket": {
                        "type": null,
                        "benefit_type": null,
                        "date_of_expiration": null,
                        "payment_instruction": null,
                        "provider_number": "AP001123456761082788244884910249",
                        "provider_barcode": null,
                        "provider_logo": null,
                        "provider_format": null,
                        "redirect_url": "https://checkout.sandbox.y.uno/payment?session=278f85d1-71f4-4d9a-bc02-e34421302097",
                        "expires_at": null
                    }
                }
            },
            "customer_payer": {
                "id": null,
                "merchant_customer_id": "1789123456",
                "first_name": "John",
                "last_name": "Smith",
                "gender": null,
                "date_of_birth": null,
                "email": "john.smith@example.com",
                "nationality": null,
                "ip_address": null,
                "device_fingerprint": null,
                "device_fingerprints": [],
                "browser_info": {
                    "user_agent": "",
                    "accept_header": "",
                    "accept_content": null,
                    "accept_browser": null,
                    "color_depth": "",
                    "screen_height": "",
                    "screen_width": "",
                    "javascript_enabled": null,
                    "java_enabled": null,
                    "browser_time_difference": null,
                    "language": "",
                    "platform": null
                },
                "document": {
                    "document_type": "PAS",
                    "document_number": "123456789"
                },
                "phone": {
                    "number": "5551234567",
                    "country_code": "1"
                },
                "billing_address": null,
                "shipping_address": null,
                "merchant_customer_created_at": null
            },
            "additional_data": null,
            "transactions": {
                "id": "36609e7c-cd92-48a1-b520-edaa1c1bf026",
                "type": "PURCHASE",
                "status": "CREATED",
                "category": "TICKET",
                "amount": 52000.00,
                "provider_id": "ARCUS",
                "payment_method": {
                    "vaulted_token": "",
                    "type": "CASH",
                    "vault_on_success": false,
                    "token": "",
                    "parent_payment_method_type": null,
                    "detail": {
                        "ticket": {
                            "type": null,
                            "benefit_type": null,
                            "date_of_expiration": null,
                            "payment_instruction": null,
                            "provider_number": "AP001123456761082788244884910249",
                            "provider_barcode": null,
                            "provider_logo": null,
                            "provider_format": null,
                            "redirect_url": "https://checkout.sandbox.y.uno/payment?session=278f85d1-71f4-4d9a-bc02-e34421302097",
                            "expires_at": null
                        }
                    }
                },
                "response_code": "SUCCEEDED",
                "response_message": "Transaction successful",
                "reason": null,
                "description": "Payment with Arcus",
                "merchant_reference": "0000022",
                "provider_data": {
                    "id": "ARCUS",
                    "transaction_id": "AP001123456761082788244884910249",
                    "account_id": "",
                    "status": "",
                    "sub_status": "",
                    "status_detail": "",
                    "response_message": null,
                    "response_code": null,
                    "raw_response": null,
                    "third_party_transaction_id": "",
                    "third_party_account_id": null,
                    "iso8583_response_code": null,
                    "iso8583_response_message": null
                },
                "connection_data": {
                    "id": "48425c89-8fd0-4c6f-a8f3-17a25e5ac7ce",
                    "name": null
                },
                "created_at": "2025-06-20T13:00:30.553544Z",
                "updated_at": "2025-06-20T13:00:30.626338Z"
            },
            "transactions_history": [
                {
                    "id": "36609e7c-cd92-48a1-b520-edaa1c1bf026",
                    "type": "PURCHASE",
                    "status": "CREATED",
                    "category": "TICKET",
                    "amount": 52000.00,
                    "provider_id": "ARCUS",
                    "payment_method": {
                        "vaulted_token": "",
                        "type": "CASH",
                        "vault_on_success": false,
                        "token": "",
                        "parent_payment_method_type": null,
                        "detail": {
                            "ticket": {
                                "type": null,
                                "benefit_type": null,
                                "date_of_expiration": null,
                                "payment_instruction": null,
                                "provider_number": "AP001123456761082788244884910249",
                                "provider_barcode": null,
                                "provider_logo": null,
                                "provider_format": null,
                                "redirect_url": "https://checkout.sandbox.y.uno/payment?session=278f85d1-71f4-4d9a-bc02-e34421302097",
                                "expires_at": null
                            }
                        }
                    },
                    "response_code": "SUCCEEDED",
                    "response_message": "Transaction successful",
                    "reason": null,
                    "description": "Payment with Arcus",
                    "merchant_reference": "0000022",
                    "provider_data": {
                        "id": "ARCUS",
                        "transaction_id": "AP001123456761082788244884910249",
                        "account_id": "",
                        "status": "",
                        "sub_status": "",
                        "status_detail": "",
                        "response_message": null,
                        "response_code": null,
                        "raw_response": null,
                        "third_party_transaction_id": "",
                        "third_party_account_id": null,
                        "iso8583_response_code": null,
                        "iso8583_response_message": null
                    },
                    "connection_data": {
                        "id": "48425c89-8fd0-4c6f-a8f3-17a25e5ac7ce",
                        "name": null
                    },
                    "created_at": "2025-06-20T13:00:30.553544Z",
                    "updated_at": "2025-06-20T13:00:30.626338Z"
                }
            ],
            "callback_url": "www.y.uno",
            "workflow": "REDIRECT",
            "metadata": [],
            "fraud_screening": null,
            "payment_link_id": "",
            "subscription_code": null,
            "routing_rules": {
                "smart_routing": false,
                "monitors": false,
                "condition": {
                    "id": 191919,
                    "name": null,
                    "description": null
                }
            },
            "simplified_mode": false
        }
        """#

    /// Acuotaz BNPL payment response: yuno-docs@a6cb7de6 reference/payments/payment-examples/bnpl.mdx:82-200.
    static let acuotazBNPL = #"""
        {
          "id": "1c3c6bee-0230-4989-af06-a2c97c433ac6",
          "account_id": "d3d38fc9-49ec-4277-9115-bbad5d17d236",
          "description": "Payment with Acuotaz",
          "country": "PE",
          "status": "READY_TO_PAY",
          "sub_status": "CREATED",
          "merchant_order_id": "0000022",
          "created_at": "2022-11-19T14:25:19.932037Z",
          "updated_at": "2022-11-19T14:25:20.940450Z",
          "amount": {
            "currency": "PEN",
            "value": 120
          },
          "checkout": {
            "session": "3d6794b3-dff2-40a3-8e53-981e69f35191",
            "sdk_action_required": true
          },
          "payment_method": {
            "vaulted_token": "",
            "type": "ACUOTAZ",
            "vault_on_success": false,
            "token": "",
            "payment_method_detail": {
              "bnpl": {
                "installments": null,
                "provider_image": null,
                "redirect_url": "https://checkout.sandbox.y.uno/payment?session=ddc821e0-1dc0-497f-a304-32c6a99d7103",
                "customer_data": null
              }
            }
          },
          "customer_payer": {
            "id": "71caa74c-f759-4a7c-a1c4-a983bcf24812",
            "merchant_customer_id": "1668863583",
            "first_name": "John",
            "last_name": "Smith",
            "gender": "",
            "date_of_birth": null,
            "email": "john.smith@example.com",
            "nationality": null,
            "ip_address": null,
            "device_fingerprint": null,
            "browser_info": null,
            "document": {
              "document_type": "DNI",
              "document_number": "532924789"
            },
            "phone": {
              "number": "11992149494",
              "country_code": "55"
            },
            "billing_address": null,
            "shipping_address": null
          },
          "additional_data": {
            "airline": null,
            "order": {
              "fee_amount": 40,
              "shipping_amount": 10,
              "items": [
                {
                  "id": "123AD",
                  "name": "Skirt",
                  "quantity": 1,
                  "unit_amount": 100,
                  "category": "Clothes",
                  "brand": "XYZ",
                  "sku_code": "8765432109",
                  "manufacture_part_number": "XYZ123456"
                }
              ]
            },
            "seller_details": null
          },
          "taxes": null,
          "transactions": {
            "id": "2fc3d3aa-e5d4-4e52-afdd-edbca07c4733",
            "type": "PURCHASE",
            "status": "CREATED",
            "category": "BUY_NOW_PAY_LATER",
            "amount": 120,
            "provider_id": "ACUOTAZ",
            "payment_method": {
              "vaulted_token": "",
              "type": "ACUOTAZ",
              "vault_on_success": false,
              "token": "7946b293-853a-42c8-97f3-a37e72ce230f",
              "detail": {
                "bnpl": {
                  "installments": null,
                  "provider_image": null,
                  "redirect_url": "https://checkout.sandbox.y.uno/payment?session=ddc821e0-1dc0-497f-a304-32c6a99d7103",
                  "customer_data": null
                }
              }
            },
            "response_code": "SUCCEEDED",
            "response_message": "",
            "reason": null,
            "description": null,
            "merchant_reference": null,
            "provider_data": {
              "id": "ACUOTAZ",
              "transaction_id": "2fc3d3aa-e5d4-4e52-afdd-edbca07c4733",
              "account_id": "",
              "status": "CREATED",
              "sub_status": "",
              "status_detail": "",
              "raw_response": {
                "redirect_to": "https://aprt.me/upYm",
                "status": "new_order"
              }
            },
            "created_at": "2022-11-19T14:25:19.939870Z",
            "updated_at": "2022-11-19T14:25:20.940427Z"
          },
          "workflow": "REDIRECT"
        }
        """#

    /// One-time token (SDK checkout), card: yuno-docs@a6cb7de6 openapi/checkout-sessions/create-one-time-use-token-sdk-checkout.json:123-146.
    static let oneTimeToken = #"""
        {
          "token": "dab106a6-9067-4418-ae43-6045663531dc",
          "vaulted_token": null,
          "vault_on_success": false,
          "type": "CARD",
          "card_data": {
            "holder_name": "John Doe",
            "iin": "41111111",
            "lfd": "1111",
            "number_length": 16,
            "security_code_length": 3,
            "brand": "VISA",
            "type": "DEBIT",
            "category": "CLASSIC",
            "issuer_name": "CONOTOXIA SP Z O O",
            "issuer_code": null,
            "fingerprint": null,
            "country_code": "PL"
          },
          "customer": null,
          "installment": null,
          "country": "BR",
          "customer_session": null
        }
        """#

    /// Payment methods of a checkout session: yuno-docs@a6cb7de6 openapi/checkout-sessions/retrieve-payment-methods-for-checkout.json:69-156.
    static let checkoutPaymentMethods = #"""
        [
          {
            "name": "VISA ****1111",
            "vaulted_token": "de00c1bd-624b-4e7b-ae28-47d86c94b15f",
            "description": "VISA ****1111",
            "type": "CARD",
            "category": "CARD",
            "icon": "https://icons.prod.y.uno/visa_logosimbolo.png",
            "last_successfully_used": false,
            "last_successfully_used_at": "",
            "checkout": {
              "session": "d313047b-4f96-44ef-bbad-caf1d7ba4c2b",
              "sdk_required_action": false,
              "conditions": {
                "enabled": true,
                "rules": null
              }
            },
            "card_data": {
              "iin": "41111111",
              "lfd": "1111",
              "expiration_month": 3,
              "expiration_year": 26,
              "number_length": 16,
              "security_code_length": 3,
              "brand": "VISA",
              "issuer": "JPMORGAN CHASE BANK N A",
              "issuer_code": null,
              "category": "CREDIT",
              "type": "CREDIT"
            },
            "preferred": false
          },
          {
            "name": "Card",
            "vaulted_token": null,
            "description": "Card",
            "type": "CARD",
            "category": "CARD",
            "icon": "https://icons.prod.y.uno/card_logosimbolo.png",
            "last_successfully_used": null,
            "last_successfully_used_at": null,
            "checkout": {
              "session": "d313047b-4f96-44ef-bbad-caf1d7ba4c2b",
              "sdk_required_action": true,
              "conditions": {
                "enabled": true,
                "rules": null
              }
            },
            "preferred": false
          },
          {
            "name": "Bank Transfer",
            "vaulted_token": null,
            "description": "Bank Transfer",
            "type": "BANK_TRANSFER",
            "category": "BANK_TRANSFER",
            "icon": "https://icons.prod.y.uno/banktransfer_logosimbolo.png",
            "last_successfully_used": null,
            "last_successfully_used_at": null,
            "checkout": {
              "session": "d313047b-4f96-44ef-bbad-caf1d7ba4c2b",
              "sdk_required_action": true,
              "conditions": {
                "enabled": false,
                "rules": [
                  {
                    "condition": "INCLUDE",
                    "condition_group_code": "2b273309-2c63-4ef8-b5f8-2953abf7ad4a",
                    "condition_name": "Country-US",
                    "type": "COUNTRY",
                    "values": {
                      "countries": [
                        "US"
                      ],
                      "currency": null,
                      "max": null,
                      "metadata": null,
                      "min": null
                    }
                  }
                ]
              }
            },
            "preferred": false
          }
        ]
        """#

    /// Create checkout session response: yuno-docs@a6cb7de6 openapi/checkout-sessions/create-checkout-session.json:379-398.
    static let checkoutSession = #"""
        {
          "merchant_order_id": "1717681150",
          "checkout_session": "d313047b-4f96-44ef-bbad-caf1d7ba4c2b",
          "country": "US",
          "payment_description": "Test Cards",
          "customer_id": "a577ad8f-08f1-4590-9cf1-e7679b15ee84",
          "callback_url": "https://www.example.com/callback",
          "amount": {
            "currency": "USD",
            "value": 520
          },
          "created_at": "2024-06-06T13:39:10.932297Z",
          "metadata": null,
          "workflow": "SDK_CHECKOUT",
          "installments": {
            "plan_id": null,
            "plan": null
          },
          "checkout_id": "6822f80c-684e-41a3-8628-78963d3d60f7"
        }
        """#

    /// Create checkout session response, full data: yuno-docs@a6cb7de6 openapi/checkout-sessions/create-checkout-session.json:401-425.
    static let checkoutSessionWithMetadata = #"""
        {
          "merchant_order_id": "1717681150",
          "checkout_session": "c437f4cc-7d66-40e6-a8df-7c3cde1ddca7",
          "country": "US",
          "payment_description": "Test Cards",
          "customer_id": "55006822-7c79-490b-bea1-81798b9afc74",
          "callback_url": "https://www.example.com/?checkoutSession=c437f4cc-7d66-40e6-a8df-7c3cde1ddca7",
          "amount": {
            "currency": "USD",
            "value": 520
          },
          "created_at": "2023-07-20T17:06:17.232130Z",
          "metadata": [
            {
              "key": "ID",
              "value": "123456"
            }
          ],
          "workflow": "SDK_CHECKOUT",
          "installments": {
            "plan_id": null,
            "plan": null
          },
          "checkout_id": "6822f80c-684e-41a3-8628-78963d3d60f7"
        }
        """#

    /// Create customer session response: yuno-docs@a6cb7de6 openapi/customer-sessions-enrollment/create-customer-session.json:117-124.
    static let customerSession = #"""
        {
          "customer_session": "7dd71f21-9e4c-439a-9c6d-58f240bd28df",
          "customer_id": "ae106483-65ee-463b-8782-9794022b3112",
          "country": "US",
          "callback_url": "https://www.google.com/?customerSession=7dd71f21-9e4c-439a-9c6d-58f240bd28df",
          "created_at": "2025-05-07T20:00:18.721786Z",
          "checkout_id": "6822f80c-684e-41a3-8628-78963d3d60f7"
        }
        """#

    /// Payment methods to enroll: yuno-docs@a6cb7de6 openapi/payment-methods-checkout/retrieve-payment-methods-to-enroll-checkout.json:61-97.
    static let methodsToEnroll = #"""
        {
          "payment_methods": [
            {
              "name": "Visa Credit Card",
              "description": "Visa Credit Card",
              "type": "VISA",
              "category": "CARD",
              "icon": "https://icons.prod.y.uno/visa_logosimbolo.png",
              "enrollment": {
                "session": "6641e30d-ca7a-440f-b97c-24231eac6dab",
                "sdk_required_action": false
              }
            },
            {
              "name": "Mastercard Credit Card",
              "description": "Mastercard Credit Card",
              "type": "MASTERCARD",
              "category": "CARD",
              "icon": "https://icons.prod.y.uno/mastercard_logosimbolo.png",
              "enrollment": {
                "session": "6641e30d-ca7a-440f-b97c-24231eac6dab",
                "sdk_required_action": false
              }
            },
            {
              "name": "PayPal Wallet",
              "description": "PayPal Wallet",
              "type": "PAYPAL",
              "category": "WALLET",
              "icon": "https://icons.prod.y.uno/paypal_logosimbolo.png",
              "enrollment": {
                "session": "6641e30d-ca7a-440f-b97c-24231eac6dab",
                "sdk_required_action": false
              }
            }
          ]
        }
        """#

    /// Enroll payment method response: yuno-docs@a6cb7de6 openapi/payment-methods-checkout/enroll-payment-method-checkout.json:163-211.
    static let enrolled = #"""
        {
          "id": "0395199e-a99c-4a85-acac-6c916f43fa74",
          "account_id": "493e9374-510a-4201-9e09-de669d75f256",
          "name": "Visa Credit Card",
          "description": "Visa Credit Card",
          "type": "VISA",
          "category": "CARD",
          "country": "US",
          "status": "READY_TO_ENROLL",
          "created_at": "2024-06-06T13:14:18.799434Z",
          "updated_at": "2024-06-06T13:14:18.799437Z",
          "enrollment": {
            "session": "6641e30d-ca7a-440f-b97c-24231eac6dab",
            "sdk_required_action": false
          },
          "provider": {
            "id": "YUNO",
            "type": "YUNO",
            "provider_status": null
          },
          "customer_payer": {
            "first_name": "John",
            "last_name": "Doe",
            "email": "john.doe@email.com",
            "gender": "M",
            "date_of_birth": "1990-02-28",
            "document": {
              "document_number": "123456789",
              "document_type": "SSN"
            },
            "phone": {
              "number": "1234567890",
              "country_code": "1"
            },
            "billing_address": {
              "address_line_1": "123 Main St",
              "address_line_2": "Apt 4B",
              "country": "US",
              "state": "NY",
              "city": "New York",
              "zip_code": "10001"
            }
          },
          "verify": {
            "vault_on_success": false,
            "payment": null
          },
          "preferred": null
        }
        """#

    /// Unenroll payment method response: yuno-docs@a6cb7de6 openapi/payment-methods-checkout/unenroll-payment-method-checkout.json:61-87.
    static let unenrolled = #"""
        {
          "id": "77ee4a02-da3e-4a11-ac15-ba69e1813475",
          "idempotency_key": null,
          "account_id": "493e9374-510a-4201-9e09-de669d75f256",
          "name": "VISA ****1111",
          "description": "VISA ****1111",
          "type": "CARD",
          "category": "CARD",
          "country": "US",
          "status": "UNENROLLED",
          "created_at": "2024-06-06T13:28:57.149530Z",
          "updated_at": "2024-06-06T13:31:13.945554Z",
          "enrollment": {
            "session": "0685f1d6-11ff-4992-abc3-9eea1842205c",
            "sdk_required_action": true
          },
          "provider": {
            "id": "YUNO",
            "type": "YUNO",
            "provider_status": null
          },
          "verify": {
            "vault_on_success": false,
            "payment": null
          },
          "preferred": null
        }
        """#

    /// Payment method by id, enrolled: yuno-docs@a6cb7de6 openapi/payment-methods-checkout/retrieve-payment-method-by-id-checkout.json:90-131.
    static let paymentMethodEnrolled = #"""
        {
          "id": "77ee4a02-da3e-4a11-ac15-ba69e1813475",
          "idempotency_key": null,
          "account_id": "493e9374-510a-4201-9e09-de669d75f256",
          "name": "VISA ****1111",
          "description": "VISA ****1111",
          "type": "CARD",
          "category": "CARD",
          "country": "US",
          "status": "ENROLLED",
          "created_at": "2024-06-06T13:28:57.149530Z",
          "updated_at": "2024-06-06T13:29:05.536493Z",
          "enrollment": {
            "session": "0685f1d6-11ff-4992-abc3-9eea1842205c",
            "sdk_required_action": true
          },
          "provider": {
            "id": "YUNO",
            "type": "YUNO",
            "token": "e47299a5-269e-42a1-9be1-9f64e400413a",
            "provider_status": null
          },
          "card_data": {
            "iin": "41111111",
            "lfd": "1111",
            "expiration_month": 10,
            "expiration_year": 25,
            "number_length": 16,
            "security_code_length": 3,
            "brand": "VISA",
            "issuer": "JPMORGAN CHASE BANK N A",
            "issuer_code": null,
            "category": "CREDIT",
            "type": "CREDIT",
            "fingerprint": "55a7fe38-cdc3-45dc-8c5f-820751799c76"
          },
          "verify": {
            "vault_on_success": false,
            "payment": null
          },
          "preferred": null
        }
        """#

    /// The merchant's enrolled methods (first of two entries): yuno-docs@a6cb7de6
    /// openapi/payment-methods-direct-workflow/retrieve-enrolled-payment-methods-api.json:61-95.
    static let customerPaymentMethods = #"""
        {
          "payment_methods": [
            {
              "idempotency_key": null,
              "name": "VISA ****1111",
              "description": "VISA ****1111",
              "icon": "https://icons.prod.y.uno/visa_logosimbolo.png",
              "type": "CARD",
              "category": "CARD",
              "country": "US",
              "status": "ENROLLED",
              "sub_status": null,
              "vaulted_token": "46adcbc0-aa26-4867-a4e7-28a5ad9100ae",
              "callback_url": null,
              "action": null,
              "redirect_url": null,
              "created_at": "2023-08-05T14:22:06.766268Z",
              "updated_at": "2023-08-05T14:22:06.766268Z",
              "card_data": {
                "iin": "41111111",
                "lfd": "1111",
                "expiration_month": 3,
                "expiration_year": 27,
                "number_length": 16,
                "security_code_length": 3,
                "brand": "VISA",
                "issuer": null,
                "issuer_name": "JPMORGAN_CHASE_BANK_NA",
                "issuer_code": "US_JPMORGAN_CHASE_BANK_NA",
                "category": null,
                "type": "CREDIT"
              },
              "last_successfully_used": false,
              "last_successfully_used_at": ""
            }
          ]
        }
        """#

    /// 403 error body: yuno-docs@a6cb7de6 openapi/checkout-sessions/create-checkout-session.json:650-655.
    static let authorizationRequired = #"""
        {
          "code": "AUTHORIZATION_REQUIRED",
          "messages": [
            "The merchant has no authorization to use this API."
          ]
        }
        """#

}
