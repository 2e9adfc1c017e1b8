/** @module test/wasm/script-samples — one short business paragraph per language, to check the token estimate per script against o200k. */

/** The same meeting-and-budget notice in languages written in other scripts than Latin (language → text). */
export const SCRIPT_SAMPLES: Record<string, string> = {
  Thai:
    'การประชุมครั้งต่อไปจะจัดขึ้นในวันพฤหัสบดีที่ห้องประชุมใหญ่ กรุณาส่งรายงานงบประมาณก่อนวันศุกร์ เราตัดสินใจใช้ผู้ให้บริการรายใหม่สำหรับการจัดส่งสินค้าทั้งหมดในภาคเหนือ ลูกค้าขอให้เปลี่ยนที่อยู่จัดส่งเป็นเชียงใหม่',
  Korean:
    '다음 회의는 목요일에 대회의실에서 열립니다. 금요일 전까지 예산 보고서를 보내 주세요. 우리는 북부 지역의 모든 배송에 새로운 공급업체를 사용하기로 결정했습니다. 고객이 배송 주소를 부산으로 변경해 달라고 요청했습니다.',
  Russian:
    'Следующее совещание состоится в четверг в большом конференц-зале. Пожалуйста, отправьте отчёт о бюджете до пятницы. Мы решили использовать нового поставщика для всех поставок в северном регионе. Клиент попросил изменить адрес доставки на Новосибирск.',
  Arabic:
    'سيعقد الاجتماع القادم يوم الخميس في قاعة الاجتماعات الكبرى. يرجى إرسال تقرير الميزانية قبل يوم الجمعة. قررنا استخدام مورد جديد لجميع الشحنات في المنطقة الشمالية. طلب العميل تغيير عنوان التسليم إلى الإسكندرية.',
  Hindi:
    'अगली बैठक गुरुवार को बड़े सम्मेलन कक्ष में होगी। कृपया शुक्रवार से पहले बजट रिपोर्ट भेजें। हमने उत्तरी क्षेत्र में सभी शिपमेंट के लिए एक नए आपूर्तिकर्ता का उपयोग करने का निर्णय लिया है। ग्राहक ने डिलीवरी का पता बदलकर जयपुर करने का अनुरोध किया।',
  Greek:
    'Η επόμενη συνάντηση θα πραγματοποιηθεί την Πέμπτη στη μεγάλη αίθουσα συνεδριάσεων. Παρακαλώ στείλτε την αναφορά προϋπολογισμού πριν την Παρασκευή. Αποφασίσαμε να χρησιμοποιήσουμε νέο προμηθευτή για όλες τις αποστολές.',
  Hebrew:
    'הפגישה הבאה תתקיים ביום חמישי בחדר הישיבות הגדול. נא לשלוח את דוח התקציב לפני יום שישי. החלטנו להשתמש בספק חדש עבור כל המשלוחים באזור הצפון. הלקוח ביקש לשנות את כתובת המשלוח לחיפה.',
  Japanese:
    '次の会議は木曜日に大会議室で行われます。金曜日までに予算報告書を送ってください。北部地域のすべての出荷に新しい業者を使うことに決めました。お客様から配送先を札幌に変更するよう依頼がありました。',
  'Japanese (full-width)':
    '来週の会議は１２月３日（水）の１０時３０分からです。議題はＡＰＩの移行とＰＤＦ出力の不具合で、見積もりは１２，８００円、担当はｓａｔｏｕさんです。資料はＶｅｒ．２．１を使ってください。問い合わせは０３－１２３４－５６７８まで。',
  Chinese:
    '下次会议将于星期四在大会议室举行。请在星期五之前发送预算报告。我们决定在北部地区的所有发货中使用新的供应商。客户要求将送货地址更改为成都。',
  Tamil:
    'அடுத்த கூட்டம் வியாழக்கிழமை பெரிய கூட்ட அரங்கில் நடைபெறும். வெள்ளிக்கிழமைக்கு முன் பட்ஜெட் அறிக்கையை அனுப்பவும். வடக்கு பகுதியில் உள்ள அனைத்து சரக்குகளுக்கும் புதிய சப்ளையரைப் பயன்படுத்த முடிவு செய்தோம்.',
  Khmer:
    'កិច្ចប្រជុំបន្ទាប់នឹងធ្វើឡើងនៅថ្ងៃព្រហស្បតិ៍ នៅក្នុងបន្ទប់ប្រជុំធំ។ សូមផ្ញើរបាយការណ៍ថវិកាមុនថ្ងៃសុក្រ។ យើងបានសម្រេចចិត្តប្រើអ្នកផ្គត់ផ្គង់ថ្មីសម្រាប់ការដឹកជញ្ជូនទាំងអស់នៅភាគខាងជើង។',
  Lao:
    'ກອງປະຊຸມຄັ້ງຕໍ່ໄປຈະຈັດຂຶ້ນໃນວັນພະຫັດ ທີ່ຫ້ອງປະຊຸມໃຫຍ່. ກະລຸນາສົ່ງບົດລາຍງານງົບປະມານກ່ອນວັນສຸກ. ພວກເຮົາໄດ້ຕັດສິນໃຈໃຊ້ຜູ້ສະໜອງໃໝ່ສຳລັບການຂົນສົ່ງທັງໝົດໃນພາກເໜືອ.',
  Burmese:
    'နောက်အစည်းအဝေးကို ကြာသပတေးနေ့တွင် အစည်းအဝေးခန်းမကြီး၌ ကျင်းပမည်။ သောကြာနေ့မတိုင်မီ ဘတ်ဂျက်အစီရင်ခံစာကို ပေးပို့ပါ။ မြောက်ပိုင်းဒေသရှိ ပို့ဆောင်မှုအားလုံးအတွက် ပေးသွင်းသူအသစ်ကို အသုံးပြုရန် ဆုံးဖြတ်ခဲ့သည်။',
  Georgian:
    'შემდეგი შეხვედრა გაიმართება ხუთშაბათს დიდ საკონფერენციო დარბაზში. გთხოვთ, გამოგზავნოთ ბიუჯეტის ანგარიში პარასკევამდე. ჩვენ გადავწყვიტეთ ახალი მომწოდებლის გამოყენება ჩრდილოეთ რეგიონში ყველა მიწოდებისთვის.',
  Armenian:
    'Հաջորդ հանդիպումը տեղի կունենա հինգշաբթի օրը մեծ դահլիճում։ Խնդրում ենք ուղարկել բյուջեի հաշվետվությունը մինչև ուրբաթ։ Մենք որոշեցինք օգտագործել նոր մատակարար հյուսիսային տարածաշրջանի բոլոր առաքումների համար։',
  Bengali:
    'পরবর্তী সভা বৃহস্পতিবার বড় সম্মেলন কক্ষে অনুষ্ঠিত হবে। অনুগ্রহ করে শুক্রবারের আগে বাজেট প্রতিবেদন পাঠান। আমরা উত্তরাঞ্চলের সমস্ত চালানের জন্য একটি নতুন সরবরাহকারী ব্যবহার করার সিদ্ধান্ত নিয়েছি।',
  Amharic:
    'የሚቀጥለው ስብሰባ ሐሙስ በትልቁ የስብሰባ አዳራሽ ይካሄዳል። እባክዎ የበጀት ሪፖርቱን ከዓርብ በፊት ይላኩ። በሰሜን ክልል ለሚደረጉ ሁሉም ጭነቶች አዲስ አቅራቢ ለመጠቀም ወስነናል።',
  Sinhala:
    'ඊළඟ රැස්වීම බ්‍රහස්පතින්දා විශාල රැස්වීම් ශාලාවේදී පැවැත්වේ. කරුණාකර සිකුරාදාට පෙර අයවැය වාර්තාව එවන්න. උතුරු ප්‍රදේශයේ සියලුම නැව්ගත කිරීම් සඳහා නව සැපයුම්කරුවෙකු භාවිතා කිරීමට අපි තීරණය කළෙමු.',
  Persian:
    'جلسه بعدی روز پنجشنبه در سالن بزرگ کنفرانس برگزار می‌شود. لطفاً گزارش بودجه را قبل از جمعه ارسال کنید. ما تصمیم گرفتیم برای همه محموله‌ها در منطقه شمالی از یک تأمین‌کننده جدید استفاده کنیم.',
  Ukrainian:
    'Наступна нарада відбудеться в четвер у великій конференц-залі. Будь ласка, надішліть звіт про бюджет до п\'ятниці. Ми вирішили використовувати нового постачальника для всіх поставок у північному регіоні.',
  Telugu:
    'తదుపరి సమావేశం గురువారం పెద్ద సమావేశ మందిరంలో జరుగుతుంది. దయచేసి శుక్రవారం లోపు బడ్జెట్ నివేదికను పంపండి. ఉత్తర ప్రాంతంలోని అన్ని సరుకుల కోసం కొత్త సరఫరాదారుని ఉపయోగించాలని మేము నిర్ణయించుకున్నాము.',
  Urdu:
    'اگلی میٹنگ جمعرات کو بڑے کانفرنس ہال میں ہوگی۔ براہ کرم جمعہ سے پہلے بجٹ رپورٹ بھیج دیں۔ ہم نے شمالی علاقے کی تمام ترسیلات کے لیے ایک نئے سپلائر کو استعمال کرنے کا فیصلہ کیا ہے۔',
};

/** The same notice in languages written in the Latin alphabet (the estimate charges their sentences by language, see kernel/oracle/language.ts). */
export const LATIN_SAMPLES: Record<string, string> = {
  Vietnamese:
    'Cuộc họp tiếp theo sẽ diễn ra vào thứ Năm tại phòng họp lớn. Vui lòng gửi báo cáo ngân sách trước thứ Sáu. Chúng tôi đã quyết định sử dụng nhà cung cấp mới cho tất cả các lô hàng ở khu vực phía Bắc.',
  German:
    'Die nächste Besprechung findet am Donnerstag im großen Konferenzraum statt. Bitte senden Sie den Budgetbericht vor Freitag. Wir haben beschlossen, für alle Lieferungen in der nördlichen Region einen neuen Lieferanten zu verwenden.',
  French:
    'La prochaine réunion aura lieu jeudi dans la grande salle de conférence. Veuillez envoyer le rapport budgétaire avant vendredi. Nous avons décidé de faire appel à un nouveau fournisseur pour toutes les livraisons dans la région nord.',
  Spanish:
    'La próxima reunión se celebrará el jueves en la sala de conferencias grande. Por favor, envíe el informe de presupuesto antes del viernes. Hemos decidido utilizar un nuevo proveedor para todos los envíos en la región norte.',
  Italian:
    'La prossima riunione si terrà giovedì nella grande sala conferenze. Si prega di inviare il rapporto sul budget prima di venerdì. Abbiamo deciso di utilizzare un nuovo fornitore per tutte le spedizioni nella regione settentrionale.',
  Portuguese:
    'A próxima reunião será realizada na quinta-feira na sala de conferências grande. Por favor, envie o relatório de orçamento antes de sexta-feira. Decidimos usar um novo fornecedor para todas as remessas na região norte.',
  Dutch:
    'De volgende vergadering vindt donderdag plaats in de grote vergaderzaal. Stuur het budgetrapport vóór vrijdag. We hebben besloten een nieuwe leverancier te gebruiken voor alle zendingen in de noordelijke regio.',
  Polish:
    'Następne spotkanie odbędzie się w czwartek w dużej sali konferencyjnej. Proszę przesłać raport budżetowy przed piątkiem. Zdecydowaliśmy się skorzystać z nowego dostawcy dla wszystkich przesyłek w regionie północnym.',
  Turkish:
    'Bir sonraki toplantı perşembe günü büyük konferans salonunda yapılacak. Lütfen bütçe raporunu cuma gününden önce gönderin. Kuzey bölgesindeki tüm sevkiyatlar için yeni bir tedarikçi kullanmaya karar verdik.',
  Indonesian:
    'Rapat berikutnya akan diadakan pada hari Kamis di ruang konferensi besar. Harap kirimkan laporan anggaran sebelum hari Jumat. Kami memutuskan untuk menggunakan pemasok baru untuk semua pengiriman di wilayah utara.',
  Finnish:
    'Seuraava kokous pidetään torstaina suuressa neuvotteluhuoneessa. Lähetäthän budjettiraportin ennen perjantaita. Päätimme käyttää uutta toimittajaa kaikissa pohjoisen alueen toimituksissa.',
  English:
    'The next meeting will take place on Thursday in the large conference room. Please send the budget report before Friday. We decided to use a new supplier for all shipments in the northern region.',
};
